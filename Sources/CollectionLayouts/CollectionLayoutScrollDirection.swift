/// The direction in which a layout's content scrolls, as `UICollectionView.ScrollDirection`
/// (`CollectionView.ScrollDirection` names it too).
public enum CollectionLayoutScrollDirection: Hashable, Sendable {
    /// Content scrolls up and down; lines of items run across.
    case vertical
    /// Content scrolls left and right; lines of items run down.
    case horizontal
}

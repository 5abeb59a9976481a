import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// One declarative registration with its types erased: which items it takes, how it makes its
/// view and what its clauses do.
@MainActor
final class DeclarativeRegistration {
    let reuseIdentifier: String
    /// The registered data type.
    let dataType: ObjectIdentifier
    let dataTypeName: String
    let hasWhen: Bool
    let hasFlowLayoutSize: Bool

    let accepts: (any Hashable) -> Bool
    let when: (CollectionView, any Hashable, IndexPath) -> Bool
    let makeCell: () -> CollectionViewCell?
    let flowLayoutSize: (CollectionView, any Hashable, IndexPath) -> CGSize?
    /// The `.shouldHighlight` clause's answer, or `nil` without one.
    let shouldHighlight: (CollectionView, any Hashable, IndexPath) -> Bool?
    /// Runs a cell clause (`config`, `tap`, `willDisplay`, `didEndDisplay`).
    let run: (Clause, CollectionView, CollectionViewCell, any Hashable, IndexPath, Int) -> Void

    enum Clause { case config, tap, willDisplay, didEndDisplay }

    init<Content: View, Data>(dataType: Data.Type, view: @escaping () -> Content?, option: RegistrationOption<Content, Data>) {
        reuseIdentifier = "declarative.\(Content.self).\(Data.self)#\(UUID().uuidString)"
        self.dataType = ObjectIdentifier(Data.self)
        dataTypeName = "\(Data.self)"
        hasWhen = option.when != nil
        hasFlowLayoutSize = option.flowLayoutSize != nil
        accepts = { $0 is Data }
        let predicate = option.when
        when = { collectionView, item, indexPath in
            guard let predicate, let data = item as? Data else { return false }
            return predicate(ItemContext(collectionView: collectionView, data: data, indexPath: indexPath))
        }
        makeCell = {
            guard let made = view() else { return nil }
            if let cell = made as? CollectionViewCell { return cell }
            return CollectionViewHostingCell(hosting: made)
        }
        let size = option.flowLayoutSize
        flowLayoutSize = { collectionView, item, indexPath in
            guard let size, let data = item as? Data else { return nil }
            return size(ItemContext(collectionView: collectionView, data: data, indexPath: indexPath))
        }
        let highlight = option.shouldHighlight
        shouldHighlight = { collectionView, item, indexPath in
            guard let highlight, let data = item as? Data else { return nil }
            return highlight(ItemContext(collectionView: collectionView, data: data, indexPath: indexPath))
        }
        let clauses = option
        run = { clause, collectionView, cell, item, indexPath, level in
            let body: ((CellContext<Content, Data>) -> Void)?
            switch clause {
            case .config: body = clauses.config
            case .tap: body = clauses.tap
            case .willDisplay: body = clauses.willDisplay
            case .didEndDisplay: body = clauses.didEndDisplay
            }
            guard let body, let data = item as? Data,
                let content = cell as? Content ?? (cell as? CollectionViewHostingCell)?.hostedView as? Content
            else { return }
            body(CellContext(
                collectionView: collectionView, view: content, cell: cell, data: data, indexPath: indexPath,
                configurationState: cell.configurationState, level: level))
        }
    }
}

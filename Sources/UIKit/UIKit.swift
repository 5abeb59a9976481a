// `import UIKit` for code written for UIKit: UIKit's own names (`UICollectionView`,
// `NSCollectionLayoutSection`, `NSDiffableDataSourceSnapshot`, ...) for the toolkit's types,
// with everything else the toolkit and Foundation give. The toolkit's unprefixed names come
// along, as UIKit's do not; an app's own type of the same name (`Color`, `ViewController`,
// `Label`) shadows ours in the app's module, so app code needs no renaming.
@_exported import CollectionCore
@_exported import CollectionCurses
@_exported import Foundation

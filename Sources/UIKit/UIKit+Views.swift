import CollectionCore

// Views, controllers, input and drawing.

/// `UIView`: the toolkit's `View`.
public typealias UIView = View
/// `UIViewController`: the toolkit's `ViewController`.
public typealias UIViewController = ViewController
/// `UINavigationController`: the toolkit's `NavigationController`.
public typealias UINavigationController = NavigationController
/// `UIModalPresentationStyle`: the toolkit's `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIAlertController`: the toolkit's `AlertController`.
public typealias UIAlertController = AlertController
/// `UIAlertAction`: the toolkit's `AlertAction`.
public typealias UIAlertAction = AlertAction
/// `UINib`: the toolkit's `Nib` (nothing is loaded; see its documentation).
public typealias UINib = Nib
/// `UIStoryboard`: the toolkit's `Storyboard` (nothing is loaded; see its documentation).
public typealias UIStoryboard = Storyboard
/// `UIResponder`: the toolkit's `Responder`.
public typealias UIResponder = Responder
/// `UIScrollView`: the toolkit's `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UINavigationItem`: the toolkit's `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UIBarButtonItem`: the toolkit's `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// `UIAction`: the toolkit's `Action`.
public typealias UIAction = Action
/// `UIActionHandler`: what an `Action` runs.
public typealias UIActionHandler = (Action) -> Void
/// `UIMenu`: the toolkit's `Menu`.
public typealias UIMenu = Menu
/// `UIMenuElement`: the toolkit's `MenuElement`.
public typealias UIMenuElement = MenuElement
/// `UIContextMenuConfiguration`: the toolkit's `ContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// `UIContextMenuActionProvider`: the toolkit's `ContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ContextMenuActionProvider
/// `UIContextMenuContentPreviewProvider`: the toolkit's `ContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider
/// `UIKeyCommand`: the toolkit's `KeyCommand`.
public typealias UIKeyCommand = KeyCommand
/// `UITraitCollection`: the toolkit's `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceStyle`: the toolkit's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// `UIUserInterfaceSizeClass`: the toolkit's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UIUserInterfaceLayoutDirection`: the toolkit's `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// `UITraitEnvironmentLayoutDirection`: the toolkit's `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// `UIContentSizeCategory`: the toolkit's `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// `UISemanticContentAttribute`: the toolkit's `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// `UIViewControllerTransitionCoordinator`: the toolkit's `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`:
/// the toolkit's `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// `UITextField`: the toolkit's `TextField`.
public typealias UITextField = TextField
/// `UIImage`: the toolkit's `Image`.
public typealias UIImage = Image
/// `UIBezierPath`: the toolkit's `BezierPath`.
public typealias UIBezierPath = BezierPath
/// `CALayer` (QuartzCore, which UIKit re-exports): the toolkit's `Layer`.
public typealias CALayer = Layer
/// `UIEdgeInsets`: the toolkit's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `NSDirectionalEdgeInsets`: the toolkit's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `NSDirectionalRectEdge`: the toolkit's `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// `UIAxis`: the toolkit's `Axis`.
public typealias UIAxis = Axis
/// `UILayoutGuide`: the toolkit's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UILayoutPriority`: the toolkit's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// `NSLayoutAnchor`: the toolkit's `LayoutAnchor`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// `NSLayoutConstraint.Axis` as UIKit spells it on stack views: the toolkit's `LayoutConstraintAxis`.
public typealias UILayoutConstraintAxis = LayoutConstraintAxis
/// `UIColor`: the toolkit's `Color`.
public typealias UIColor = Color
/// `NSTextAlignment`: the toolkit's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`: the toolkit's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

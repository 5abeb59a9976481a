import CollectionCore

// Controls and the views cells are made of.

/// `UILabel`: the toolkit's `Label`.
public typealias UILabel = Label
/// `UIFont`: the toolkit's `Font`.
public typealias UIFont = Font
/// `UIImageView`: the toolkit's `ImageView`.
public typealias UIImageView = ImageView
/// `UIStackView`: the toolkit's `StackView`.
public typealias UIStackView = StackView
/// `UIControl`: the toolkit's `Control`.
public typealias UIControl = Control
/// `UIButton`: the toolkit's `Button`.
public typealias UIButton = Button
/// `UISegmentedControl`: the toolkit's `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UIProgressView`: the toolkit's `ProgressView`.
public typealias UIProgressView = ProgressView
/// `UIStepper`: the toolkit's `Stepper`.
public typealias UIStepper = Stepper
/// `UISlider`: the toolkit's `Slider`.
public typealias UISlider = Slider
/// `UIPageControl`: the toolkit's `PageControl`.
public typealias UIPageControl = PageControl
/// `UIActivityIndicatorView`: the toolkit's `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIRefreshControl`: the toolkit's `RefreshControl`.
public typealias UIRefreshControl = RefreshControl
/// `UISwitch`: the toolkit's `Switch`.
public typealias UISwitch = Switch
/// `UISearchBar`: the toolkit's `SearchBar`.
public typealias UISearchBar = SearchBar
/// `UISearchBarDelegate`: the toolkit's `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate

import CollectionCurses

// The application, its delegate, its window and the screen.

/// `UIApplication`: the toolkit's `Application`.
public typealias UIApplication = Application
/// `UIApplicationDelegate`: the toolkit's `ApplicationDelegate`.
public typealias UIApplicationDelegate = ApplicationDelegate
/// `UIWindow`: the toolkit's `Window`.
public typealias UIWindow = Window
/// `UIScreen`: the toolkit's `Screen`.
public typealias UIScreen = Screen

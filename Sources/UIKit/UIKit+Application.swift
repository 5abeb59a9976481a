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
/// `UIScene`: the toolkit's `Scene`.
public typealias UIScene = Scene
/// `UIWindowScene`: the toolkit's `WindowScene`.
public typealias UIWindowScene = WindowScene
/// `UISceneSession`: the toolkit's `SceneSession`.
public typealias UISceneSession = SceneSession
/// `UISceneConfiguration`: the toolkit's `SceneConfiguration`.
public typealias UISceneConfiguration = SceneConfiguration
/// `UISceneDelegate`: the toolkit's `SceneDelegate`.
public typealias UISceneDelegate = SceneDelegate
/// `UIWindowSceneDelegate`: the toolkit's `WindowSceneDelegate`.
public typealias UIWindowSceneDelegate = WindowSceneDelegate

import CollectionCore

extension View {
    /// The window the view is shown in, as `UIView.window`: the window at the top of its
    /// superviews, or the key window when the top is that window's root view controller's view
    /// (the application shows that view full screen, not the window around it); `nil` for a
    /// view that is not on screen.
    public var window: Window? {
        var top = self
        while let superview = top.superview { top = superview }
        if let window = top as? Window { return window }
        guard let key = Window.keyWindow, key.rootViewController?.viewIfLoaded === top else { return nil }
        return key
    }
}

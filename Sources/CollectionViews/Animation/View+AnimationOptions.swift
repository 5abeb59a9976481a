import Foundation

extension View {
    /// Options of ``View/animate(withDuration:delay:options:animations:completion:)``, as
    /// `UIView.AnimationOptions`, with UIKit's raw values.
    ///
    /// The timing curves (``curveEaseInOut``, the default, ``curveEaseIn``, ``curveEaseOut``,
    /// ``curveLinear``) and ``layoutSubviews`` work as in UIKit. The others are accepted so that
    /// ported code compiles, with a terminal meaning:
    ///
    /// - ``allowUserInteraction``: input is always allowed, and a key or click first finishes
    ///   every running animation, so that it acts on the final state ("Animations are short and
    ///   never in the way").
    /// - ``beginFromCurrentState``: always the case here: an animation of a property that is
    ///   already animating starts from what is drawn, as UIKit's additive animations look.
    /// - ``repeat`` and ``autoreverse``: the animation runs once, forwards: a terminal animation
    ///   never runs forever, and an autoreversed one would end on a value the model does not
    ///   hold.
    /// - ``overrideInheritedDuration``, ``overrideInheritedCurve``,
    ///   ``overrideInheritedOptions``: a nested animation always uses its own duration, curve and
    ///   options.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits, as UIKit's.
        public let rawValue: UInt

        /// Options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views changed in the block before the animation is made, so that the
        /// frames their `layoutSubviews()` sets animate with them.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets input reach views while they animate. Always the case here (see above).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is drawn. Always the case here (see above).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever in UIKit; runs it once here (see above).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards in UIKit; forwards only here.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration inside an enclosing one. Always the case here.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve inside an enclosing one. Always the case here.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content while animating. Always the case here: views draw every frame.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Uses this animation's options inside an enclosing one. Always the case here.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end: the default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options choose (two bits from bit 16, as in UIKit).
        var curve: ViewAnimationCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }
}

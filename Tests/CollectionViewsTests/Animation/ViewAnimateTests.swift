import CollectionCanvas
import CollectionDiagnostics
import CollectionTesting
@testable import CollectionViews
import Foundation
import Testing

/// `View.animate`, `performWithoutAnimation` and `alpha`, stepped on a `TestAnimationClock`.
@MainActor
@Suite struct ViewAnimateTests {
    /// A view that fills its area with `#`, so that where it is drawn shows in the text.
    final class Block: View {
        override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            canvas.fill(rect, with: "#", style: .label)
        }
    }

    /// A 20 x 3 screen with a 2 x 1 block at its top-left corner, drawn frame by frame.
    @MainActor struct Stage {
        let clock = TestAnimationClock()
        let runLoop: MainRunLoop
        let root: View
        let block: Block
        let screen: HeadlessScreen

        init() {
            root = View(frame: .zero)
            block = Block(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
            runLoop = MainRunLoop(clock: clock)
            root.addSubview(block)
            screen = HeadlessScreen(root: root, width: 20, height: 3)
            screen.finishesAnimations = false
            screen.render()
        }

        /// Where the block is drawn on the first row (its first column), or `nil`.
        func drawnX(after step: Duration = .zero) -> Int? {
            clock.advance(by: step)
            screen.render()
            return screen.lines[0].firstIndex(of: "#").map { screen.lines[0].distance(from: screen.lines[0].startIndex, to: $0) }
        }
    }

    /// Runs `body` with animations on, whatever the environment says.
    private func withAnimationsOn(_ body: () throws -> Void) rethrows {
        let saved = AnimationSettings.standard
        AnimationSettings.standard = AnimationSettings()
        // Animations are global (any root moves them on): leave none running for other tests.
        ViewAnimationGroup.finishAll()
        defer {
            ViewAnimationGroup.finishAll()
            AnimationSettings.standard = saved
        }
        try body()
    }

    @Test func theModelIsFinalAtOnceAndTheDrawingMovesOverTheDurationOnWholeCells() {
        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, animations: { stage.block.frame.origin.x = 10 }) { completions.append($0) }
            }
            #expect(stage.block.frame.origin.x == 10)
            #expect(stage.block.center == CGPoint(x: 11, y: 0.5))
            #expect(stage.drawnX() == 0)
            // Ease in and out: half way in time is half way in space.
            #expect(stage.drawnX(after: .milliseconds(100)) == 5)
            #expect(completions.isEmpty)
            // A quarter of the time is less than a quarter of the way (slow start).
            #expect(stage.drawnX(after: .milliseconds(100)) == 10)
            #expect(completions == [true])
            #expect(stage.drawnX(after: .milliseconds(100)) == 10)
            #expect(completions == [true])
            #expect(stage.root.advanceAnimations() == nil)
        }
    }

    @Test func everyFrameIsOnAWholeCellAndTheEaseStartsSlowly() {
        withAnimationsOn {
            let stage = Stage()
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2) { stage.block.center.x = 11 }
            }
            let frames = stage.screen.renderFrames(advancing: stage.clock, by: .milliseconds(20))
            let xs = frames.map { frame in
                let row = frame.split(separator: "\n")[0].dropFirst()
                return row.distance(from: row.startIndex, to: row.firstIndex(of: "#") ?? row.endIndex)
            }
            #expect(xs.first == 0)
            #expect(xs.last == 10)
            #expect(xs == xs.sorted())
            #expect(xs[1] <= 1)   // 10 % of the time: under 1 % of the way, eased
        }
    }

    @Test func aNewAnimationOfTheSamePropertyReplacesTheOldOneFromWhereItIsDrawn() {
        withAnimationsOn {
            let stage = Stage()
            var first: [Bool] = []
            var second: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, animations: { stage.block.frame.origin.x = 10 }) { first.append($0) }
            }
            #expect(stage.drawnX(after: .milliseconds(100)) == 5)
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
                    stage.block.frame.origin.x = 15
                }) { second.append($0) }
            }
            // The replaced animation's completion runs at the next pass, unfinished.
            #expect(first.isEmpty)
            #expect(stage.drawnX() == 5)
            #expect(first == [false])
            #expect(stage.drawnX(after: .milliseconds(100)) == 10)
            #expect(stage.drawnX(after: .milliseconds(100)) == 15)
            #expect(first == [false])
            #expect(second == [true])
        }
    }

    @Test func performWithoutAnimationDrawsAtOnceAndEndsTheRunningAnimationUnfinished() {
        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, animations: { stage.block.frame.origin.x = 10 }) { completions.append($0) }
            }
            #expect(stage.drawnX(after: .milliseconds(50)) ?? 0 < 5)
            View.performWithoutAnimation { stage.block.frame.origin.x = 3 }
            #expect(stage.drawnX() == 3)
            #expect(completions == [false])
            #expect(stage.root.advanceAnimations() == nil)
        }
    }

    @Test func performWithoutAnimationInsideAnAnimationBlockIsNotAnimated() {
        withAnimationsOn {
            let stage = Stage()
            let other = Block(frame: CGRect(x: 0, y: 2, width: 1, height: 1))
            stage.root.addSubview(other)
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2) {
                    stage.block.frame.origin.x = 10
                    View.performWithoutAnimation { other.frame.origin.x = 8 }
                }
            }
            #expect(stage.drawnX(after: .milliseconds(100)) == 5)
            #expect(stage.screen.lines[2] == "        #           ")
        }
    }

    @Test func settingTheFinalValueAgainKeepsTheAnimationButAnotherValueEndsIt() {
        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, animations: { stage.block.frame.origin.x = 10 }) { completions.append($0) }
            }
            // A layout pass setting the same frame leaves the animation running.
            stage.block.frame = CGRect(x: 10, y: 0, width: 2, height: 1)
            #expect(stage.drawnX(after: .milliseconds(100)) == 5)
            #expect(completions.isEmpty)
            stage.block.frame.origin.x = 12
            #expect(stage.drawnX() == 12)
            #expect(completions == [false])
        }
    }

    @Test func aZeroDurationAppliesAtOnceAndCompletesOnTheNextPassNotInsideTheCall() {
        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0, animations: { stage.block.frame.origin.x = 7 }) { completions.append($0) }
            }
            #expect(completions.isEmpty)
            #expect(stage.drawnX() == 7)
            #expect(completions == [true])
        }
    }

    @Test func anAnimationThatChangesNothingCompletesAtItsEnd() {
        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, animations: {}) { completions.append($0) }
            }
            #expect(stage.root.advanceAnimations() == .milliseconds(200))
            stage.clock.advance(by: .milliseconds(199))
            _ = stage.root.advanceAnimations()
            #expect(completions.isEmpty)
            stage.clock.advance(by: .milliseconds(1))
            _ = stage.root.advanceAnimations()
            #expect(completions == [true])
        }
    }

    @Test func aDelayKeepsTheOldValueDrawnUntilItEnds() {
        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, delay: 0.1, options: [.curveLinear], animations: {
                    stage.block.frame.origin.x = 8
                }) { completions.append($0) }
            }
            #expect(stage.block.frame.origin.x == 8)
            #expect(stage.drawnX(after: .milliseconds(50)) == 0)
            #expect(stage.root.advanceAnimations() == .milliseconds(50))
            #expect(stage.drawnX(after: .milliseconds(100)) == 2)   // a quarter of the way, linear
            #expect(stage.drawnX(after: .milliseconds(100)) == 6)
            #expect(completions.isEmpty)
            #expect(stage.drawnX(after: .milliseconds(50)) == 8)
            #expect(completions == [true])
        }
    }

    @Test func nestedAnimationsKeepTheirOwnDurationsAndCompleteInnerFirst() {
        withAnimationsOn {
            let stage = Stage()
            let other = Block(frame: CGRect(x: 0, y: 2, width: 1, height: 1))
            stage.root.addSubview(other)
            var order: [String] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
                    stage.block.frame.origin.x = 10
                    View.animate(withDuration: 0.1, delay: 0, options: .curveLinear, animations: {
                        other.frame.origin.x = 10
                    }) { _ in order.append("inner") }
                }) { _ in order.append("outer") }
            }
            #expect(stage.drawnX(after: .milliseconds(50)) == 3)   // 2.5 rounds away from zero
            #expect(stage.screen.lines[2].firstIndex(of: "#") == stage.screen.lines[2].index(stage.screen.lines[2].startIndex, offsetBy: 5))
            #expect(stage.drawnX(after: .milliseconds(50)) == 5)
            #expect(order == ["inner"])
            #expect(stage.drawnX(after: .milliseconds(100)) == 10)
            #expect(order == ["inner", "outer"])
        }
    }

    @Test func inputFinishesEveryAnimationAtItsFinalValue() {
        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(withDuration: 1, animations: { stage.block.frame.origin.x = 10 }) { completions.append($0) }
            }
            #expect(stage.drawnX(after: .milliseconds(100)) ?? 10 < 10)
            stage.root.finishAnimations()
            #expect(completions == [true])
            #expect(stage.drawnX() == 10)
        }
    }

    @Test func withAnimationsOffEveryChangeIsDrawnAtOnce() {
        let saved = AnimationSettings.standard
        AnimationSettings.standard = .disabled
        defer { AnimationSettings.standard = saved }
        let stage = Stage()
        var completions: [Bool] = []
        stage.runLoop.withCurrent {
            View.animate(withDuration: 0.5, delay: 0.5, options: [], animations: { stage.block.frame.origin.x = 10 }) {
                completions.append($0)
            }
        }
        #expect(stage.drawnX() == 10)
        #expect(completions == [true])
    }

    @Test func sizesAnimateToo() {
        withAnimationsOn {
            let stage = Stage()
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
                    stage.block.frame.size.width = 10
                })
            }
            #expect(stage.block.bounds.width == 10)
            stage.clock.advance(by: .milliseconds(100))
            stage.screen.render()
            #expect(stage.screen.lines[0] == "######              ")
        }
    }

    @Test func theLayoutSubviewsOptionAnimatesTheFramesALayoutPassSets() {
        final class Panel: View {
            let child = Block(frame: .zero)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) {
                return nil
            }
            override func layoutSubviews() {
                child.frame = CGRect(x: bounds.width - 1, y: 0, width: 1, height: 1)
            }
        }
        withAnimationsOn {
            let stage = Stage()
            let panel = Panel(frame: CGRect(x: 0, y: 1, width: 2, height: 1))
            stage.root.addSubview(panel)
            stage.screen.render()
            #expect(stage.screen.lines[1] == " #                  ")
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
                    panel.frame.size.width = 19
                })
            }
            #expect(panel.child.frame.origin.x == 18)
            stage.clock.advance(by: .milliseconds(100))
            stage.screen.render()
            // The panel is 11 columns wide half way; its child moves from 1 to 18, at 10 (9.5 rounded).
            #expect(stage.screen.lines[1] == "          #         ")
        }
    }

    @Test func alphaZeroDrawsNothingUnderAHalfDimsAndAFadePassesThroughBoth() {
        withAnimationsOn {
            let stage = Stage()
            stage.block.alpha = 0
            #expect(stage.drawnX() == nil)
            stage.block.alpha = 0.3
            #expect(stage.drawnX() == 0)
            #expect(stage.screen.canvas[x: 0, y: 0].style.attributes.contains(.dim))
            stage.block.alpha = 5
            #expect(stage.block.alpha == 1)
            // The layer's opacity is the view's alpha, as in UIKit.
            stage.block.layer.opacity = 0.25
            #expect(stage.block.alpha == 0.25)
            stage.block.alpha = 1
            #expect(stage.block.layer.opacity == 1)
            #expect(stage.drawnX() == 0)
            #expect(!stage.screen.canvas[x: 0, y: 0].style.attributes.contains(.dim))

            stage.block.alpha = 0
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { stage.block.alpha = 1 })
            }
            #expect(stage.block.alpha == 1)
            #expect(stage.drawnX() == nil)
            #expect(stage.drawnX(after: .milliseconds(40)) == 0)
            #expect(stage.screen.canvas[x: 0, y: 0].style.attributes.contains(.dim))
            #expect(stage.drawnX(after: .milliseconds(80)) == 0)
            #expect(!stage.screen.canvas[x: 0, y: 0].style.attributes.contains(.dim))
        }
    }

    @Test func aTransparentViewGetsNoMouseEventsAndAHiddenOneDrawsNothingWhateverItsAlpha() {
        final class Clickable: View {
            var clicks = 0
            override func handle(_ event: MouseEvent) -> Bool {
                clicks += 1
                return true
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let target = Clickable(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        root.addSubview(target)
        let click = MouseEvent(.press(.primary), at: CGPoint(x: 1, y: 1))
        target.alpha = 0.005
        #expect(!root.handle(click))
        target.alpha = 0.02
        #expect(root.handle(click))
        #expect(target.clicks == 1)

        let stage = Stage()
        stage.block.isHidden = true
        stage.block.alpha = 1
        #expect(stage.drawnX() == nil)
        stage.block.isHidden = false
        #expect(stage.drawnX() == 0)
    }

    @Test func backgroundColoursMixWhenBothAreRGB() {
        withAnimationsOn {
            let stage = Stage()
            let panel = View(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
            stage.root.addSubview(panel)
            panel.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
            stage.runLoop.withCurrent {
                View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
                    panel.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
                })
            }
            #expect(panel.backgroundColor == Color(red: 1, green: 1, blue: 1, alpha: 1))
            stage.clock.advance(by: .milliseconds(100))
            stage.screen.render()
            #expect(stage.screen.canvas[x: 0, y: 1].style.background == .rgb(red: 128, green: 128, blue: 128, alpha: 255))
            stage.clock.advance(by: .milliseconds(100))
            stage.screen.render()
            #expect(stage.screen.canvas[x: 0, y: 1].style.background == .rgb(red: 255, green: 255, blue: 255, alpha: 255))
        }
    }

    @Test func aSpringOvershootsUnderCriticalDampingAndSettlesOnTheFinalValue() {
        // The curve itself: under-damped it passes 1, critically damped it does not, and both end at 1.
        let under = (1...99).map { ViewAnimationCurve.spring(damping: 0.3, velocity: 0).value(at: Double($0) / 100, duration: 0.5) }
        let critical = (1...99).map { ViewAnimationCurve.spring(damping: 1, velocity: 0).value(at: Double($0) / 100, duration: 0.5) }
        #expect(under.max() ?? 0 > 1.2)
        #expect(critical.max() ?? 2 <= 1)
        #expect(critical == critical.sorted())
        #expect(ViewAnimationCurve.spring(damping: 0.3, velocity: 0).value(at: 1, duration: 0.5) == 1)
        // A starting velocity moves it sooner.
        let fast = ViewAnimationCurve.spring(damping: 1, velocity: 10).value(at: 0.02, duration: 0.5)
        let still = ViewAnimationCurve.spring(damping: 1, velocity: 0).value(at: 0.02, duration: 0.5)
        #expect(fast > still)

        withAnimationsOn {
            let stage = Stage()
            var completions: [Bool] = []
            stage.runLoop.withCurrent {
                View.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                    animations: { stage.block.frame.origin.x = 10 }, completion: { completions.append($0) })
            }
            let frames = stage.screen.renderFrames(advancing: stage.clock, by: .milliseconds(10))
            let xs = frames.map { frame in
                let row = frame.split(separator: "\n")[0].dropFirst()
                return row.distance(from: row.startIndex, to: row.firstIndex(of: "#") ?? row.endIndex)
            }
            #expect(xs.max() ?? 0 > 10)
            #expect(xs.last == 10)
            #expect(completions == [true])
        }
    }

    @Test func badDurationsAreReportedAndTreatedAsZero() {
        withAnimationsOn {
            let stage = Stage()
            let reported = Diagnostics.collect {
                stage.runLoop.withCurrent {
                    View.animate(withDuration: .nan) { stage.block.frame.origin.x = 4 }
                }
            }
            #expect(reported.diagnostics.map(\.kind) == ["invalidAnimationValue"])
            #expect(stage.drawnX() == 4)
        }
    }
}

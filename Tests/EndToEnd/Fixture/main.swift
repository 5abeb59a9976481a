import CollectionCore
import CollectionCurses
import Foundation

// The fixture of the end-to-end tests (Tests/EndToEnd/run.sh). Modes: `list` (default),
// `wide`, `emoji`, `timer`, `corners`, `wakeup`, `foundation-timers`, `pictures`, `refresh`, `app-delegate` (an application delegate's window, through `Application.main`), `scene-delegate` (a scene delegate's window; its life's calls go to the file `FIXTURE_EVENTS` names). In `list`: q quits, t throws an error out of the app, x traps (a Swift
// runtime crash). With FIXTURE_PID_FILE set, the process id is written there first.

struct FixtureError: Error, CustomStringConvertible {
    var description: String { "fixture error thrown on purpose" }
}

if let path = ProcessInfo.processInfo.environment["FIXTURE_PID_FILE"] {
    try? "\(getpid())\n".write(toFile: path, atomically: true, encoding: .utf8)
}

let mode = CommandLine.arguments.dropFirst().first ?? "list"
let app: TerminalApplication
switch mode {
case "wide":
    app = TerminalApplication(root: NavigationStackView(root: WideTextScreen()))
case "emoji":
    app = TerminalApplication(root: NavigationStackView(root: EmojiScreen()))
case "pictures":
    // FIXTURE_SCROLL_AFTER_MS: scroll six rows after that many milliseconds,
    // FIXTURE_DIM_AFTER_MS: dim the screen after that many, and FIXTURE_QUIT_AFTER_MS: quit
    // after that many (for terminals that cannot be sent keys, as xterm under Xvfb).
    let screen = PictureScreen()
    app = TerminalApplication(root: screen)
    if let delay = ProcessInfo.processInfo.environment["FIXTURE_SCROLL_AFTER_MS"].flatMap(Int.init) {
        app.scheduleTimer(after: .milliseconds(delay)) { _ in
            screen.offset = 6
            screen.setNeedsDisplay()
        }
    }
    if let delay = ProcessInfo.processInfo.environment["FIXTURE_DIM_AFTER_MS"].flatMap(Int.init) {
        app.scheduleTimer(after: .milliseconds(delay)) { _ in
            screen.isDimmed = true
            screen.setNeedsDisplay()
        }
    }
    if let delay = ProcessInfo.processInfo.environment["FIXTURE_QUIT_AFTER_MS"].flatMap(Int.init) {
        app.scheduleTimer(after: .milliseconds(delay)) { app in app.quit() }
    }
case "corners":
    app = TerminalApplication(root: CornersView())
case "timer":
    let screen = TimerScreen()
    app = TerminalApplication(root: NavigationStackView(root: screen))
    var timer: TimerID?
    timer = app.scheduleTimer(every: .milliseconds(20)) { app in
        screen.ticks += 1
        screen.setNeedsDisplay()
        if screen.ticks == 10, let timer { app.cancelTimer(timer) }
    }
    app.scheduleTimer(after: .milliseconds(300)) { _ in
        screen.oneShot = "fired"
        screen.setNeedsDisplay()
    }
case "wakeup":
    let screen = WakeupScreen()
    app = TerminalApplication(root: NavigationStackView(root: screen))
    screen.start()
case "refresh":
    app = TerminalApplication(root: NavigationStackView(root: RefreshScreen()))
case "app-delegate":
    Application.main(delegate: FixtureAppDelegate())
case "scene-delegate":
    Application.main(delegate: FixtureSceneAppDelegate(), sceneDelegate: FixtureSceneDelegate())
case "foundation-timers":
    let screen = FoundationTimerScreen()
    app = TerminalApplication(root: NavigationStackView(root: screen))
    screen.start()
default:
    let list = ListScreen()
    let stack = NavigationStackView(root: list)
    stack.additionalKeyHints = [KeyHint("q", "Quit")]
    list.onOpen = { item in stack.push(DetailScreen(item: item)) }
    app = TerminalApplication(root: stack, minimumSize: CGSize(width: 30, height: 8))
    app.onUnhandledKey = { key, _ in
        if key == .character("t") { throw FixtureError() }
        if key == .character("x") { fatalError("fixture trap on purpose") }
    }
}
app.quitKeys = [.character("q")]
app.runAndExit()

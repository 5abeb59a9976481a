import Foundation
import Synchronization

/// Where diagnostics go.
///
/// The package never crashes on bad input: it recovers as documented and reports a
/// ``Diagnostic`` here. By default each kind is written once to standard error (the curses front
/// end points the handler at a log file while it owns the screen, so nothing is drawn over the
/// interface). An application can replace ``handler``; a test can collect what its own code
/// reports with ``collect(_:)`` without disturbing tests that run in parallel.
public enum Diagnostics {
    /// A function that receives diagnostics.
    public typealias Handler = @Sendable (Diagnostic) -> Void

    private static let state = Mutex<Handler>(Diagnostics.standardErrorOncePerKind())

    @TaskLocal static var collector: DiagnosticCollector?

    /// The handler for diagnostics that no ``collect(_:)`` call is collecting.
    public static var handler: Handler {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    /// Reports a diagnostic to the current collector, or else to ``handler``.
    public static func report(_ diagnostic: Diagnostic) {
        if let collector {
            collector.append(diagnostic)
        } else {
            handler(diagnostic)
        }
    }

    /// Reports a value that describes itself as a diagnostic.
    public static func report(_ value: some DiagnosticConvertible) {
        report(value.diagnostic)
    }

    /// Runs `body` and returns its result with every diagnostic reported on this task while it
    /// ran. Those diagnostics do not reach ``handler``.
    public static func collect<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, diagnostics: [Diagnostic]) {
        let collector = DiagnosticCollector()
        let result = try $collector.withValue(collector) { try body() }
        return (result, collector.diagnostics)
    }

    /// A handler that writes each kind of diagnostic once to standard error and drops repeats,
    /// so a loop that keeps making the same mistake does not flood the output.
    public static func standardErrorOncePerKind() -> Handler {
        let seen = Mutex<Set<String>>([])
        return { diagnostic in
            let first = seen.withLock { $0.insert("\(diagnostic.domain).\(diagnostic.kind)").inserted }
            guard first else { return }
            FileHandle.standardError.write(Data("TerminalCollectionView: \(diagnostic)\n".utf8))
        }
    }

    /// A handler that appends every diagnostic as a line to the file at `path` (created when
    /// missing). Writing errors are ignored: diagnostics never stop the application.
    public static func logFile(atPath path: String) -> Handler {
        let lock = Mutex<Void>(())
        return { diagnostic in
            lock.withLock { _ in
                let line = Data("\(Date()) \(diagnostic)\n".utf8)
                if let handle = FileHandle(forWritingAtPath: path) {
                    defer { try? handle.close() }
                    _ = try? handle.seekToEnd()
                    try? handle.write(contentsOf: line)
                } else {
                    _ = FileManager.default.createFile(atPath: path, contents: line)
                }
            }
        }
    }
}

/// Collects the diagnostics of one ``Diagnostics/collect(_:)`` call.
final class DiagnosticCollector: Sendable {
    private let storage = Mutex<[Diagnostic]>([])

    func append(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    var diagnostics: [Diagnostic] {
        storage.withLock { $0 }
    }
}

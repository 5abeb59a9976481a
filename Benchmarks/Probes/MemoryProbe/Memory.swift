import Foundation
import MemoryProbeHeap

/// What the process holds: its resident set, split into anonymous memory (heap, stacks) and
/// file pages (code and data of the executable and libraries, touched as new paths run), from
/// `/proc/self/status`; and the bytes malloc has handed out and not had back, which tells
/// memory still in use from memory freed but kept by the allocator.
struct MemoryReading {
    var resident = 0
    var anonymous = 0
    var file = 0
    var heapInUse = 0
    /// Resident anonymous memory by where it is: malloc's main heap (`[heap]`), the main
    /// thread's stack (`[stack]`) and other anonymous mappings (malloc's large blocks and
    /// other threads' arenas, thread stacks), from `/proc/self/smaps`.
    var heapMapping = 0
    var stack = 0
    var otherAnonymous = 0

    static func now() -> MemoryReading {
        var reading = MemoryReading(heapInUse: Int(memory_probe_heap_in_use()))
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return reading }
        for line in status.split(separator: "\n") {
            let parts = line.split(whereSeparator: \.isWhitespace)
            guard parts.count >= 2, let kilobytes = Int(parts[1]) else { continue }
            switch parts[0] {
            case "VmRSS:": reading.resident = kilobytes * 1024
            case "RssAnon:": reading.anonymous = kilobytes * 1024
            case "RssFile:": reading.file = kilobytes * 1024
            default: break
            }
        }
        reading.readMappings()
        return reading
    }

    private mutating func readMappings() {
        guard let smaps = try? String(contentsOfFile: "/proc/self/smaps", encoding: .utf8) else { return }
        var name = ""
        var isAnonymousMapping = false
        for line in smaps.split(separator: "\n") {
            let parts = line.split(whereSeparator: \.isWhitespace)
            guard let first = parts.first else { continue }
            if first.contains("-"), parts.count >= 5 {
                // A mapping's header: address range, permissions, offset, device, inode, path.
                name = parts.count >= 6 ? String(parts[5]) : ""
                isAnonymousMapping = parts[4] == "0"
            } else if first == "Anonymous:", parts.count >= 2, let kilobytes = Int(parts[1]), isAnonymousMapping || name == "[heap]" {
                switch name {
                case "[heap]": heapMapping += kilobytes * 1024
                case "[stack]": stack += kilobytes * 1024
                default: otherAnonymous += kilobytes * 1024
                }
            }
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.2f MB", Double(bytes) / 1_048_576)
    }

    var description: String {
        "RSS \(Self.megabytes(resident)) (anonymous \(Self.megabytes(anonymous)), file \(Self.megabytes(file))), "
            + "heap in use \(Self.megabytes(heapInUse)); anonymous in [heap] \(Self.megabytes(heapMapping)), "
            + "[stack] \(Self.megabytes(stack)), other \(Self.megabytes(otherAnonymous))"
    }

    /// What grew from `earlier` to this reading.
    func growth(since earlier: MemoryReading) -> String {
        "RSS \(Self.megabytes(resident - earlier.resident)) (anonymous \(Self.megabytes(anonymous - earlier.anonymous)), "
            + "file \(Self.megabytes(file - earlier.file))), heap in use \(Self.megabytes(heapInUse - earlier.heapInUse))"
    }
}

import CollectionCore
import Foundation
import Testing

/// A cell's background configuration resolved for its state.
@MainActor
@Suite struct CellBackgroundConfigurationTests {
    @Test func automaticUpdatesCanBeTurnedOff() {
        let cell = CollectionViewListCell()
        cell.isSelected = true
        #expect(cell.resolvedBackgroundConfiguration?.backgroundColor == .selection)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        #expect(cell.resolvedBackgroundConfiguration?.backgroundColor == .background)
    }
}

import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

extension DataManager {
    /// Appends sections at the end; a section already present is moved there with its items.
    @discardableResult
    public func appendSections(_ identifiers: [Section]) -> ReloadHandler {
        sections.appendSections(boxSections(identifiers, "appendSections(_:)"))
        return changed()
    }

    /// Inserts sections before `toIdentifier`; an absent anchor changes nothing.
    @discardableResult
    public func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) -> ReloadHandler {
        if let anchor = boxSection(toIdentifier, "insertSections(_:beforeSection:)") {
            sections.insertSections(boxSections(identifiers, "insertSections(_:beforeSection:)"), beforeSection: anchor)
        }
        return changed()
    }

    /// Inserts sections after `toIdentifier`; an absent anchor changes nothing.
    @discardableResult
    public func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) -> ReloadHandler {
        if let anchor = boxSection(toIdentifier, "insertSections(_:afterSection:)") {
            sections.insertSections(boxSections(identifiers, "insertSections(_:afterSection:)"), afterSection: anchor)
        }
        return changed()
    }

    /// Deletes sections with their items; absent sections are reported and ignored.
    @discardableResult
    public func deleteSections(_ identifiers: [Section]) -> ReloadHandler {
        let boxed = boxSections(identifiers, "deleteSections(_:)")
        sections.deleteSections(boxed)
        for section in boxed where sections.indexOfSection(section) == nil { trees[section] = nil }
        return changed()
    }

    /// Moves a section, with its items, to just before `toIdentifier`.
    @discardableResult
    public func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) -> ReloadHandler {
        if let section = boxSection(identifier, "moveSection(_:beforeSection:)"),
            let anchor = boxSection(toIdentifier, "moveSection(_:beforeSection:)")
        {
            sections.moveSection(section, beforeSection: anchor)
        }
        return changed()
    }

    /// Moves a section, with its items, to just after `toIdentifier`.
    @discardableResult
    public func moveSection(_ identifier: Section, afterSection toIdentifier: Section) -> ReloadHandler {
        if let section = boxSection(identifier, "moveSection(_:afterSection:)"),
            let anchor = boxSection(toIdentifier, "moveSection(_:afterSection:)")
        {
            sections.moveSection(section, afterSection: anchor)
        }
        return changed()
    }

    /// Reloads sections (their cells are made again); absent sections are reported.
    @discardableResult
    public func reloadSections(_ identifiers: [Section]) -> ReloadHandler {
        for section in boxSections(identifiers, "reloadSections(_:)") {
            if sections.indexOfSection(section) != nil {
                sectionReloadMarks.append(section)
            } else {
                Diagnostics.report(SnapshotError.sectionNotFound(operation: "reloadSections(_:)", section: "\(section)"))
            }
        }
        return changed()
    }

    /// Deletes every item and every section. Expansion is remembered for the items added back.
    @discardableResult
    public func deleteAllItems() -> ReloadHandler {
        sections = DiffableDataSourceSnapshot()
        trees.removeAll()
        return changed()
    }

    /// Makes `items` the items of `section` (appended at the end when it is missing), as roots
    /// without children, replacing its items and their children; items found in other sections
    /// are taken from there (reported). Items remembered as expanded are expanded again once
    /// children are appended to them.
    @discardableResult
    public func applyItems(_ items: [Item], updatedSection section: Section) -> ReloadHandler {
        let operation = "applyItems(_:updatedSection:)"
        guard let target = boxSection(section, operation) else { return changed() }
        if sections.indexOfSection(target) == nil { sections.appendSections([target]) }
        trees[target] = Tree()
        place(box(items, operation), in: target, operation: operation, carryingChildren: false) { tree, items in
            tree.append(items)
        }
        return changed()
    }

    /// Makes `sections` the whole content: each section with its items, in order. Expansion is
    /// remembered by identity.
    @discardableResult
    public func applySections(_ content: [(Section, [Item])]) -> ReloadHandler {
        let operation = "applySections(_:)"
        sections = DiffableDataSourceSnapshot()
        trees.removeAll()
        for (section, items) in content {
            guard let target = boxSection(section, operation) else { continue }
            guard sections.indexOfSection(target) == nil else {
                Diagnostics.report(SnapshotError.duplicateSectionInCall(operation: operation, section: "\(target)"))
                continue
            }
            sections.appendSections([target])
            trees[target] = Tree()
            place(box(items, operation), in: target, operation: operation) { tree, items in tree.append(items) }
        }
        return changed()
    }
}

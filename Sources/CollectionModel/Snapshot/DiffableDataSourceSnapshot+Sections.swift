extension DiffableDataSourceSnapshot {
    /// Appends sections at the end. A section already present is moved to the end with its
    /// items; a repeat within the call is ignored. Both are reported.
    ///
    /// Appending new sections, the way snapshots are usually built, costs one hash and one table
    /// insertion each.
    ///
    /// - Complexity: Expected O(*k*) for new sections; O(*s* + *k*) when one of them is already
    ///   present (the sections are renumbered).
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        if appendNewSections(identifiers) { return }
        placeSections(identifiers, operation: "appendSections(_:)") { $0.count }
    }

    /// Inserts sections before `toIdentifier`. An absent anchor, or an anchor among the
    /// sections, changes nothing.
    ///
    /// - Complexity: Expected O(*s* + *k*): the sections after the anchor are renumbered.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, anchor: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after `toIdentifier`. An absent anchor, or an anchor among the sections,
    /// changes nothing.
    ///
    /// - Complexity: Expected O(*s* + *k*): the sections after the anchor are renumbered.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, anchor: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Deletes sections and their items; absent sections are reported and ignored. Costs one
    /// index removal per item of the deleted sections, nothing per remaining item.
    ///
    /// - Complexity: Amortized expected O(*s* + *k* + *m*), where *m* is the number of items in the
    ///   deleted sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed: [Bool] = []
        for identifier in identifiers {
            if let ordinal = ordinal(ofSection: identifier) {
                if doomed.isEmpty { doomed = [Bool](repeating: false, count: entries.count) }
                doomed[ordinal] = true
            } else {
                reportSectionNotFound(identifier, operation: "deleteSections(_:)")
            }
        }
        guard !doomed.isEmpty else { return }
        willMutate()
        settleIndex()
        if !reloadMarks.isEmpty || !reconfigureMarks.isEmpty {
            let removed = doomed.indices.filter { doomed[$0] }
            marksLose(removed.flatMap { entries[$0].items }, hashes: removed.flatMap { entries[$0].hashes })
        }
        for ordinal in doomed.indices where doomed[ordinal] { unindexItems(ofSectionAt: ordinal) }
        entries = entries.indices.filter { !doomed[$0] }.map { entries[$0] }
        rebuildSectionIndex()
        rebuildTokenOrdinals()
        tidyItemIndex()
    }

    /// Moves section `identifier`, with its items, to just before `toIdentifier`.
    ///
    /// - Complexity: Expected O(*s*): the sections are renumbered.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, anchor: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier`, with its items, to just after `toIdentifier`.
    ///
    /// - Complexity: Expected O(*s*): the sections are renumbered.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, anchor: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded; absent sections are reported and ignored.
    ///
    /// - Complexity: O(*k* × *r*), where *r* is the number of sections already marked: each is
    ///   looked for in the list of marks.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard ordinal(ofSection: identifier) != nil else {
                reportSectionNotFound(identifier, operation: "reloadSections(_:)")
                continue
            }
            if !sectionReloadMarks.contains(identifier) { sectionReloadMarks.append(identifier) }
        }
    }

    // MARK: Implementation

    private mutating func insertSections(_ identifiers: [Section], anchor: Section, after: Bool, operation: String) {
        guard ordinal(ofSection: anchor) != nil else {
            SnapshotErrorCollector.report(.anchorSectionNotFound(operation: operation, section: "\(anchor)"))
            return
        }
        var identifiers = identifiers
        if identifiers.contains(anchor) {
            // The anchor stays where it is; the other sections go in.
            SnapshotErrorCollector.report(.sectionRelativeToItself(operation: operation, section: "\(anchor)"))
            identifiers.removeAll { $0 == anchor }
        }
        placeSections(identifiers, operation: operation) { entries in
            entries.firstIndex { $0.id == anchor }.map { $0 + (after ? 1 : 0) } ?? entries.count
        }
    }

    /// Puts `identifiers` at the position that `position` finds once sections already present
    /// have been taken out of their old places.
    /// Appends `identifiers` when none of them is present and tokens are free (a repeat within
    /// the call is reported and skipped, as ``placeSections(_:operation:position:)`` does);
    /// returns `false`, having changed nothing, otherwise.
    @inlinable
    mutating func appendNewSections(_ identifiers: [Section]) -> Bool {
        guard !identifiers.isEmpty,
              tokenOrdinals.count + identifiers.count <= Int(ItemTable.maximumToken)
        else { return false }
        let hashes = identifiers.map(\.hashValue)
        for offset in identifiers.indices {
            let identifier = identifiers[offset]
            if sectionIndex.first(hash: hashes[offset], where: { entries[Int($0)].id == identifier }) != nil { return false }
        }
        willMutate()
        entries.reserveCapacity(entries.count + identifiers.count)
        for offset in identifiers.indices {
            let identifier = identifiers[offset]
            if identifiers.count > 1,
               sectionIndex.first(hash: hashes[offset], where: { entries[Int($0)].id == identifier }) != nil {
                reportDuplicateSection(identifier, operation: "appendSections(_:)")
                continue
            }
            let ordinal = Int32(entries.count)
            let token = Int32(tokenOrdinals.count)
            tokenOrdinals.append(ordinal)
            sectionIndex.insert(hash: hashes[offset], value: ordinal)
            entries.append(Entry(id: identifier, token: token))
        }
        return true
    }

    @usableFromInline
    mutating func placeSections(_ identifiers: [Section], operation: String, position: ([Entry]) -> Int) {
        var seen = Set<Section>()
        var unique: [Section] = []
        for identifier in identifiers {
            if seen.insert(identifier).inserted {
                unique.append(identifier)
            } else {
                SnapshotErrorCollector.report(.duplicateSectionInCall(operation: operation, section: "\(identifier)"))
            }
        }
        guard !unique.isEmpty else { return }
        willMutate()
        if tokenOrdinals.count + unique.count > Int(ItemTable.maximumToken) { renumberTokens() }
        var present: [Section: Entry] = [:]
        for identifier in unique {
            if let ordinal = ordinal(ofSection: identifier) {
                // Sections move: the deferred order would break (settled before the copy below).
                if present.isEmpty { settleIndex() }
                present[identifier] = entries[ordinal]
                SnapshotErrorCollector.report(.sectionAlreadyPresent(operation: operation, section: "\(identifier)"))
            }
        }
        if !present.isEmpty { entries.removeAll { present[$0.id] != nil } }
        let placed = unique.map { present[$0] ?? Entry(id: $0, token: makeToken()) }
        let at = position(entries)
        if present.isEmpty, at == entries.count {
            for (offset, entry) in placed.enumerated() {
                sectionIndex.insert(hash: entry.id.hashValue, value: Int32(at + offset))
                tokenOrdinals[Int(entry.token)] = Int32(at + offset)
            }
            entries.append(contentsOf: placed)
        } else {
            entries.insert(contentsOf: placed, at: at)
            rebuildSectionIndex()
            rebuildTokenOrdinals()
        }
    }

    private mutating func moveSection(_ identifier: Section, anchor: Section, after: Bool, operation: String) {
        if identifier == anchor {
            SnapshotErrorCollector.report(.sectionRelativeToItself(operation: operation, section: "\(identifier)"))
            return
        }
        guard let from = ordinal(ofSection: identifier) else {
            reportSectionNotFound(identifier, operation: operation)
            return
        }
        guard ordinal(ofSection: anchor) != nil else {
            SnapshotErrorCollector.report(.anchorSectionNotFound(operation: operation, section: "\(anchor)"))
            return
        }
        willMutate()
        settleIndex()
        let entry = entries.remove(at: from)
        let to = (entries.firstIndex { $0.id == anchor } ?? entries.count - 1) + (after ? 1 : 0)
        entries.insert(entry, at: to)
        rebuildSectionIndex()
        rebuildTokenOrdinals()
    }
}

extension DiffableDataSourceSnapshot {
    /// Runs `body` on a copy of the snapshot and keeps the result only when no operation in it
    /// was invalid; otherwise throws every error and leaves the snapshot unchanged. Errors met
    /// inside are not reported to ``Diagnostics``.
    ///
    /// ```swift
    /// try snapshot.validating { snapshot in
    ///     snapshot.appendSections([.main])
    ///     snapshot.appendItems(items, toSection: .main)
    /// }
    /// ```
    ///
    /// - Complexity: O(1) beyond what `body` costs on the copy, whose first change copies the
    ///   tables it shares with this snapshot (O(*n*)).
    public mutating func validating(_ body: (inout Self) -> Void) throws(SnapshotValidationError) {
        var copy = self
        let collector = SnapshotErrorCollector()
        SnapshotErrorCollector.$current.withValue(collector) { body(&copy) }
        guard collector.errors.isEmpty else { throw SnapshotValidationError(errors: collector.errors) }
        self = copy
    }
}

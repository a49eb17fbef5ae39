/// A card item with a vCard group (which ties it to e.g. an Apple label) and one main value.
protocol GroupedItem: Equatable {
    var group: String? { get set }
    var primaryValue: String { get }
}

extension GroupedItem {
    /// The item without its group, as the editor template shows it.
    var ungrouped: Self {
        var copy = self
        copy.group = nil
        return copy
    }
}

extension ContactValue: GroupedItem {
    var primaryValue: String { value }
}

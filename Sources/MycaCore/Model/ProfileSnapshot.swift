/// A validated, normalized, immutable card: what serializers and QR work accept.
///
/// Made only by ``Profile/snapshot()``. It holds the validated draft and reads every field
/// of ``Profile`` through it (`snapshot.emails`), so a field is declared once, on
/// ``Profile``, and means the same there; nothing can set one, because only read-only key
/// paths reach the draft.
@dynamicMemberLookup
public struct ProfileSnapshot: Sendable, Hashable {
    /// The validated, normalized draft (a constant: a snapshot stays what it was made as).
    @usableFromInline let fields: Profile

    init(_ p: Profile) {
        fields = p
    }

    /// A field of ``Profile``, as validated and normalized. Inlinable, so a literal key
    /// path folds into a plain field read in every module.
    @inlinable public subscript<Value>(dynamicMember field: KeyPath<Profile, Value>) -> Value {
        fields[keyPath: field]
    }

    /// The family names: the items of a list as read, else the one text.
    public var familyNameItems: [String] { self.nameLists?[0] ?? [self.familyName] }
    /// The given names: the items of a list as read, else the one text.
    public var givenNameItems: [String] { self.nameLists?[1] ?? [self.givenName] }

    /// Whether the structured name has any part.
    public var hasStructuredName: Bool {
        !(self.familyName.isEmpty && self.givenName.isEmpty && self.additionalNames.isEmpty && self.prefixes.isEmpty && self.suffixes.isEmpty)
    }
}

extension Profile {
    /// A draft holding exactly the snapshot's values, to edit it again.
    public init(_ s: ProfileSnapshot) {
        self = s.fields
    }
}

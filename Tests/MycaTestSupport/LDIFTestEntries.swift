/// LDIF entries every directory has that are no person: the base and an `ou=` entry, for
/// tests that check a batch skips them.
package enum LDIFTestEntries {
    /// `dc=example,dc=com` and `ou=people,dc=example,dc=com`, the last followed by a blank line.
    package static let base = """
        dn: dc=example,dc=com
        objectClass: dcObject
        objectClass: organization
        o: Example
        dc: example

        dn: ou=people,dc=example,dc=com
        objectClass: organizationalUnit
        ou: people


        """
}

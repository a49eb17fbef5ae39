extension ProfileSnapshot {
    /// myca's plain JSON object of the card, for scripts and `jq`.
    ///
    /// Every key is always present, in this order, so scripts need no existence checks:
    /// strings are `""` and lists `[]` when empty; `birthday`, `photo`, `uid` and
    /// `revision` are `null` when absent. `birthday` is `YYYY-MM-DD` or `--MM-DD`;
    /// `photo` is `{"mediaType", "base64"}`; `pref` is an integer or `null`.
    /// Unmodelled vCard properties are listed under `extras` with their raw values. A card
    /// that says its language ends with `language` and `alternates` (its name, organization,
    /// title and addresses in other languages; an address `null` where one gives none).
    public var jsonValue: JSONValue {
        var o = JSONObject()
        func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
        func pref(_ p: Int?) -> JSONValue { p.map { .integer($0) } ?? .null }
        o["formattedName"] = .string(self.formattedName)
        o["familyName"] = .string(self.familyName)
        o["givenName"] = .string(self.givenName)
        o["additionalNames"] = strings(self.additionalNames)
        o["prefixes"] = strings(self.prefixes)
        o["suffixes"] = strings(self.suffixes)
        o["phoneticFamilyName"] = .string(self.phoneticFamilyName)
        o["phoneticGivenName"] = .string(self.phoneticGivenName)
        o["nicknames"] = strings(self.nicknames)
        o["pronouns"] = .string(self.pronouns)
        o["organization"] = .string(self.organization)
        o["organizationUnits"] = strings(self.organizationUnits)
        o["title"] = .string(self.title)
        o["role"] = .string(self.role)
        o["emails"] = .array(self.emails.map { e in
            ["address": .string(e.address), "types": strings(e.types), "pref": pref(e.pref)]
        })
        o["phones"] = .array(self.phones.map { p in
            ["number": .string(p.number), "types": strings(p.types), "pref": pref(p.pref)]
        })
        o["urls"] = .array(self.urls.map { u in
            ["url": .string(u.value), "types": strings(u.types), "pref": pref(u.pref)]
        })
        o["addresses"] = .array(self.addresses.map(Self.addressJSON))
        o["socialProfiles"] = .array(self.socialProfiles.map { s in
            [
                "service": .string(s.service), "url": s.url.map { .string($0) } ?? .null,
                "user": s.user.map { .string($0) } ?? .null,
            ]
        })
        o["note"] = .string(self.note)
        o["birthday"] = self.birthday.map { .string($0.description) } ?? .null
        o["photo"] = self.photo.map { p in ["mediaType": .string(p.mediaType), "base64": .string(Base64.encode(p.data))] } ?? .null
        o["uid"] = self.uid.map { .string($0) } ?? .null
        o["revision"] = self.revision.map { .string($0) } ?? .null
        o["extras"] = .array(self.extras.map { e in
            [
                "group": e.group.map { .string($0) } ?? .null, "name": .string(e.name),
                "parameters": .array(e.parameters.map { ["name": .string($0.name), "values": strings($0.values)] }),
                "value": .string(e.value),
            ]
        })
        // Only a card that says its language has these, so the output of every other card
        // stays as it was; a card in one language has `alternates: []`.
        if let language = self.language {
            o["language"] = .string(language)
            o["alternates"] = .array(self.alternates.map { a in
                [
                    "language": .string(a.language), "formattedName": .string(a.formattedName),
                    "familyName": .string(a.familyName), "givenName": .string(a.givenName),
                    "additionalNames": strings(a.additionalNames), "prefixes": strings(a.prefixes), "suffixes": strings(a.suffixes),
                    "organization": .string(a.organization), "organizationUnits": strings(a.organizationUnits),
                    "title": .string(a.title),
                    "addresses": .array(a.addresses.map { $0.map(Self.addressJSON) ?? .null }),
                ]
            })
        }
        return .object(o)
    }

    /// An address as ``jsonValue`` lists it.
    static func addressJSON(_ a: PostalAddress) -> JSONValue {
        func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
        return [
            "poBox": .string(a.poBox), "extended": .string(a.extended), "street": .string(a.street),
            "locality": .string(a.locality), "region": .string(a.region),
            "postalCode": .string(a.postalCode), "country": .string(a.country),
            "types": strings(a.types), "pref": a.pref.map { .integer($0) } ?? .null, "label": a.label.map { .string($0) } ?? .null,
        ]
    }
}

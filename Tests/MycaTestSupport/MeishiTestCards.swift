import MycaCore

/// The Japanese card the meishi tests print.
package enum MeishiTestCards {
    /// 山田 太郎 of 株式会社サンプル 開発部, 部長: a Japanese card with readings, a Tokyo
    /// address, an office phone, a mobile and a fax, an email and a web address.
    package static var taro: Profile {
        var p = Profile()
        p.language = "ja"
        p.formattedName = "山田 太郎"
        p.familyName = "山田"
        p.givenName = "太郎"
        p.phoneticFamilyName = "やまだ"
        p.phoneticGivenName = "たろう"
        p.organization = "株式会社サンプル"
        p.organizationUnits = ["開発部"]
        p.title = "部長"
        p.phones = [Phone(number: "03-1234-5678", types: ["work"]), Phone(number: "090-1234-5678", types: ["cell"]),
                    Phone(number: "03-1234-5679", types: ["fax"])]
        p.emails = [Email(address: "taro.yamada@example.co.jp", types: ["work"])]
        p.urls = [WebURL(value: "https://example.co.jp", types: ["work"])]
        p.addresses = [PostalAddress(street: "千代田1-1", locality: "千代田区", region: "東京都", postalCode: "100-0001",
                                     country: "日本", types: ["work"])]
        return p
    }
}

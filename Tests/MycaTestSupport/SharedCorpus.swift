import Foundation

/// The real-world vCards under `$MYCA_SHARED/corpus/vcards`, read in place.
package enum SharedCorpus {
    /// The folder of the vCard corpus.
    package static var vcards: String { MycaProcess.shared + "/corpus/vcards" }

    /// Every `.vcf` file of the corpus, sorted (none when the folder is missing).
    package static var vcardFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: vcards)) ?? [])
            .filter { $0.hasSuffix(".vcf") }.sorted().map { vcards + "/" + $0 }
    }
}

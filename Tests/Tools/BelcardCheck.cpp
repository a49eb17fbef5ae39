// Parses each vCard file given with belcard (Belledonne's strict RFC 6350 parser) and
// prints "FILE: N cards"; exits 1 when a file does not parse. Built by the tests with
// g++ and `pkg-config belcard` (Debian's libbelcard-dev).
#include <belcard/belcard.hpp>
#include <belcard/belcard_parser.hpp>
#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char **argv) {
    auto parser = belcard::BelCardParser::getInstance();
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        std::ifstream in(argv[i], std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        auto list = parser->parse(text.str());
        if (!list || list->getCards().empty()) {
            std::cout << argv[i] << ": not parsed\n";
            bad++;
            continue;
        }
        std::cout << argv[i] << ": " << list->getCards().size() << " cards\n";
    }
    return bad ? 1 : 0;
}

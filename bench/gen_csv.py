#!/usr/bin/env python3
"""Writes a batch CSV of N realistic, distinct rows to stdout (deterministic).

usage: gen_csv.py N
"""
import random
import sys

GIVEN = ["Alex", "Sam", "Hanako", "Jordan", "Priya", "Mateo", "Chloé", "Kenji",
         "Amara", "Lars", "Zoë", "Ilya", "Noor", "Diego", "Mei", "Oskar"]
FAMILY = ["Morgan", "Sato", "Nguyen", "Okafor", "Schmidt", "García", "Kowalski",
          "Tanaka", "Haddad", "Larsen", "Fischer", "Silva", "Novak", "Ito"]
ORGS = ["Northwind Labs", "Acme Robotics", "Blue Harbor Co.", "Sakura Systems",
        "Fjord Analytics", "Lumen & Partners"]
TITLES = ["Engineer", "Designer", "Product Manager", "Researcher", "CTO",
          "Account Executive", "Data Scientist"]


def main() -> None:
    n = int(sys.argv[1])
    rng = random.Random(42)
    out = sys.stdout
    out.write("given,family,org,title,email,phone,url\n")
    for i in range(n):
        g = rng.choice(GIVEN)
        f = rng.choice(FAMILY)
        org = rng.choice(ORGS)
        title = rng.choice(TITLES)
        user = f"{g}.{f}{i}".lower().encode("ascii", "ignore").decode()
        domain = org.split()[0].lower().replace("&", "and") + ".example"
        phone = f"+1 555 {rng.randrange(1000):03d} {rng.randrange(10000):04d}"
        url = f"https://{domain}/people/{user}"
        out.write(f'{g},{f},"{org}",{title},{user}@{domain},{phone},{url}\n')


if __name__ == "__main__":
    main()

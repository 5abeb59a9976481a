#!/usr/bin/env python3
"""Writes a large product catalogue for the start-up measurements, deterministically.

    python3 Benchmarks/Scripts/generate-large-catalog.py 100000 /tmp/catalog-100k.json
    python3 Benchmarks/Scripts/generate-large-catalog.py 100000 /tmp/catalog-100k.csv

The format follows the extension (JSON, or CSV with a header row). Products are spread like the
embedded catalogue's: names in English, Vietnamese and Korean, 8% featured, 20% on sale,
a description on each; CSV descriptions have commas and quotes, so the quoted-field path is
exercised.
"""
import csv
import json
import random
import sys

CATEGORIES = [
    ("Coffee", "☕"), ("Tea", "🍵"), ("Bakery", "🥐"), ("Fruit", "🍎"), ("Electronics", "🎧"), ("Books", "📚"),
    ("Stationery", "📝"), ("Kitchen", "🍳"), ("Games", "🎲"), ("Garden", "🌱"), ("Outdoors", "🎒"), ("Snacks", "🍪"),
]
NAMES = ["Espresso Beans", "Cà phê sữa đá", "아메리카노 원두", "Earl Grey", "Trà sen Tây Hồ", "유자차",
         "Sourdough Loaf", "Bánh mì Hội An", "소금빵", "Fountain Pen", "Bút máy học sinh", "만년필"]
VARIANTS = ["Classic", "Deluxe", "Mini", "đặc biệt", "cao cấp", "스페셜", "프리미엄"]
DESCRIPTIONS = ["A staff favourite.", "Small batch, made with care.", "Great as a gift, \"wrapped\".",
                "Hàng tuyển chọn, đặc sản.", "선물용으로 좋아요."]


def products(count):
    rng = random.Random(18)
    for index in range(1, count + 1):
        category, emoji = CATEGORIES[index % len(CATEGORIES)]
        price = round(rng.uniform(1, 500) * 4) / 4
        sale = round(price * rng.choice([0.6, 0.7, 0.8, 0.9]), 2) if rng.random() < 0.2 else None
        yield {
            "id": index,
            "name": f"{rng.choice(VARIANTS)} {rng.choice(NAMES)} {index}",
            "category": category,
            "price": price,
            "salePrice": sale,
            "rating": round(rng.uniform(1, 5), 1),
            "description": rng.choice(DESCRIPTIONS),
            "emoji": emoji,
            "featured": rng.random() < 0.08,
            "stock": rng.randrange(0, 200),
        }


def main():
    count, path = int(sys.argv[1]), sys.argv[2]
    with open(path, "w", encoding="utf-8", newline="") as file:
        if path.lower().endswith(".csv"):
            fields = ["id", "name", "category", "price", "salePrice", "rating", "description", "emoji", "featured", "stock"]
            writer = csv.DictWriter(file, fieldnames=fields, lineterminator="\r\n")
            writer.writeheader()
            for product in products(count):
                product["salePrice"] = "" if product["salePrice"] is None else product["salePrice"]
                product["featured"] = "TRUE" if product["featured"] else "FALSE"
                writer.writerow(product)
        else:
            file.write('{"products": [\n')
            file.write(",\n".join(json.dumps(p, ensure_ascii=False) for p in products(count)))
            file.write("\n]}\n")


if __name__ == "__main__":
    main()

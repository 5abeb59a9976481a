#!/usr/bin/env python3
"""Generates the demo's product catalogues, deterministically.

With no option, writes the embedded catalogue, Demo/Kit/Catalog/DefaultCatalog.swift (its 324
products as a JSON string literal that the demo parses at start-up with its own loader), and
Demo/catalog-example.json (a short example of the format). Run from anywhere:

    python3 Scripts/generate-demo-catalog.py

With --count or --output, writes a catalogue of its own instead and leaves those files alone:

    python3 Scripts/generate-demo-catalog.py --count 100000 --output big.csv
    python3 Scripts/generate-demo-catalog.py --count 2000 > shop.json

Its first products are the embedded catalogue's; past them the same names come round again
with a number ("Classic Cold Brew 2"). The same count gives the same file on every run.
"""
import argparse
import csv
import json
import random
import sys
from pathlib import Path

# category: (emoji, [English names], [Vietnamese names], [Korean names])
CATEGORIES = {
    "Coffee": ("☕", ["Espresso Beans", "Cold Brew", "Flat White Blend"],
               ["Cà phê sữa đá", "Cà phê trứng", "Cà phê chồn"],
               ["아메리카노 원두", "콜드브루", "드립백 커피"]),
    "Tea": ("🍵", ["Jasmine Green Tea", "Earl Grey", "Oolong Leaves"],
            ["Trà sen Tây Hồ", "Trà Thái Nguyên", "Trà atisô"],
            ["유자차", "녹차 티백", "보리차"]),
    "Bakery": ("🥐", ["Butter Croissant", "Sourdough Loaf", "Cinnamon Roll"],
               ["Bánh mì Hội An", "Bánh bò nướng", "Bánh da lợn"],
               ["단팥빵", "소금빵", "붕어빵"]),
    "Fruit": ("🍎", ["Honeycrisp Apples", "Ataulfo Mangoes", "Blueberries"],
              ["Xoài cát Hòa Lộc", "Thanh long ruột đỏ", "Vải thiều"],
              ["청송 사과", "제주 감귤", "성주 참외"]),
    "Electronics": ("🎧", ["Wireless Earbuds", "Mechanical Keyboard", "USB-C Charger"],
                    ["Tai nghe không dây", "Bàn phím cơ", "Sạc dự phòng"],
                    ["무선 이어폰", "기계식 키보드", "보조 배터리"]),
    "Books": ("📚", ["Field Guide to Birds", "Pocket Atlas", "Swift Recipes"],
              ["Truyện Kiều", "Dế Mèn phiêu lưu ký", "Số đỏ"],
              ["한국 요리책", "여행 에세이", "시집 모음"]),
    "Stationery": ("📝", ["Dot Grid Notebook", "Fountain Pen", "Washi Tape Set"],
                   ["Sổ tay da", "Bút máy học sinh", "Giấy dó"],
                   ["만년필", "모눈 노트", "스티커 세트"]),
    "Kitchen": ("🍳", ["Cast Iron Skillet", "Chef's Knife", "Bamboo Steamer"],
                ["Nồi đất", "Phin cà phê", "Đũa tre"],
                ["돌솥", "뚝배기", "김치통"]),
    "Games": ("🎲", ["Strategy Board Game", "Jigsaw Puzzle", "Playing Cards"],
              ["Cờ tướng", "Ô ăn quan", "Diều giấy"],
              ["윷놀이 세트", "바둑판", "화투"]),
    "Garden": ("🌱", ["Herb Seed Kit", "Terracotta Pot", "Watering Can"],
               ["Chậu lan", "Hạt giống rau muống", "Cây kim tiền"],
               ["다육이 화분", "허브 키트", "물뿌리개"]),
    "Outdoors": ("🎒", ["Trail Backpack", "Camping Lantern", "Rain Jacket"],
                 ["Nón lá", "Võng dù", "Áo mưa"],
                 ["등산 배낭", "캠핑 랜턴", "우비"]),
    "Snacks": ("🍪", ["Sea Salt Chips", "Dark Chocolate", "Trail Mix"],
               ["Bánh tráng trộn", "Kẹo dừa Bến Tre", "Mứt gừng"],
               ["새우깡", "꿀약과", "김부각"]),
}

VARIANTS = {
    "en": ["Classic", "Deluxe", "Mini"],
    "vi": ["đặc biệt", "truyền thống", "cao cấp"],
    "ko": ["스페셜", "프리미엄", "미니"],
}

DESCRIPTIONS = {
    "en": ["A staff favourite.", "Small batch, made with care.", "Great as a gift.", "Back in stock."],
    "vi": ["Hàng tuyển chọn.", "Đặc sản địa phương.", "Món quà ý nghĩa.", "Mới về hôm nay."],
    "ko": ["직원 추천 상품.", "소량 생산 제품.", "선물용으로 좋아요.", "오늘 입고."],
}


def products(count=None):
    """The first `count` products (every one of the embedded catalogue when None), in order."""
    rng = random.Random(7)
    made = []
    round_number = 0
    while True:
        for category, (emoji, english, vietnamese, korean) in CATEGORIES.items():
            for language, names in (("en", english), ("vi", vietnamese), ("ko", korean)):
                for base in names:
                    for variant in VARIANTS[language]:
                        if count is not None and len(made) == count:
                            return made
                        name = f"{variant} {base}" if language == "en" else f"{base} {variant}"
                        if round_number > 0:
                            name += f" {round_number + 1}"
                        price = round(rng.uniform(2, 180) * 4) / 4
                        sale = round(price * rng.choice([0.6, 0.7, 0.8, 0.9]), 2) if rng.random() < 0.2 else None
                        made.append({
                            "id": len(made) + 1,
                            "name": name,
                            "category": category,
                            "price": price,
                            "salePrice": sale,
                            "rating": round(rng.uniform(2.5, 5.0), 1),
                            "description": rng.choice(DESCRIPTIONS[language]),
                            "emoji": emoji,
                            "featured": rng.random() < 0.08,
                            "stock": rng.choice([0, 3, 8, 12, 25, 40, 60, 120]),
                        })
        if count is None:
            return made
        round_number += 1


def catalogue_json(items):
    """A catalogue as the embedded one is written: one product a line."""
    lines = ",\n".join("    " + json.dumps(p, ensure_ascii=False) for p in items)
    return '{\n  "products": [\n' + lines + "\n  ]\n}\n"


CSV_FIELDS = ["id", "name", "category", "price", "salePrice", "rating", "description", "emoji", "featured", "stock"]


def write_csv(items, stream):
    """A catalogue as CSV: a header row naming the fields, then a row per product (an empty
    salePrice: not on sale)."""
    writer = csv.writer(stream, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for p in items:
        writer.writerow(["" if p[f] is None else str(p[f]).lower() if isinstance(p[f], bool) else p[f] for f in CSV_FIELDS])


def picture(item, folder):
    """The product's picture (drawn by Scripts/make-pictures.py): its category's, in one of
    three colourings."""
    return f"{folder}/{item['category'].lower()}-{item['id'] % 3 + 1}.png"


def write_embedded():
    root = Path(__file__).resolve().parent.parent
    # The embedded catalogue names its pictures relative to DemoKit's resources.
    items = [dict(item, image=picture(item, "Pictures")) for item in products()]
    swift = (
        "// Generated by Scripts/generate-demo-catalog.py; do not edit.\n\n"
        "/// The demo's embedded catalogue: "
        f"{len(items)} products in English, Vietnamese and Korean, in the JSON format of\n"
        "/// ``CatalogLoader``.\n"
        "enum DefaultCatalog {\n"
        "    static let json = #\"\"\"\n" + catalogue_json(items) + "\"\"\"#\n}\n"
    )
    (root / "Demo/Kit/Catalog/DefaultCatalog.swift").write_text(swift, encoding="utf-8")
    # One product in each language, one featured, one on sale.
    # Its pictures are named relative to Demo/, where the example lives.
    example = {"products": [dict(items[i], image=picture(items[i], "Kit/Resources/Pictures")) for i in (1, 9, 18, 30)]}
    (root / "Demo/catalog-example.json").write_text(
        json.dumps(example, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{len(items)} products")


def count_argument(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}")
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def main():
    parser = argparse.ArgumentParser(
        prog="generate-demo-catalog.py",
        description="Generates the demo's product catalogues, deterministically. With no option, "
                    "rewrites the embedded catalogue (Demo/Kit/Catalog/DefaultCatalog.swift) and "
                    "Demo/catalog-example.json. With --count or --output, writes a catalogue for "
                    "`demo --catalog FILE` instead and leaves those files alone.",
        epilog="The first products are the embedded catalogue's; past them the names come round "
               "again with a number. A catalogue may hold about 200,000 products (64 MiB).")
    parser.add_argument("--count", type=count_argument, metavar="N",
                        help="how many products (default: 324, the embedded catalogue's)")
    parser.add_argument("--output", metavar="PATH",
                        help="the file to write: CSV when the name ends in .csv, else JSON "
                             "(default, with --count: JSON on standard output)")
    arguments = parser.parse_args()
    if arguments.count is None and arguments.output is None:
        write_embedded()
        return
    items = products(arguments.count or 324)
    if arguments.output is None or arguments.output == "-":
        sys.stdout.write(catalogue_json(items))
        return
    output = Path(arguments.output)
    if output.suffix.lower() == ".csv":
        with output.open("w", encoding="utf-8", newline="") as stream:
            write_csv(items, stream)
    else:
        output.write_text(catalogue_json(items), encoding="utf-8")
    print(f"{len(items)} products in {output}", file=sys.stderr)


if __name__ == "__main__":
    main()

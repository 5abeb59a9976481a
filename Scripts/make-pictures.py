#!/usr/bin/env python3
"""Draws the demo's product pictures and the decoders' test pictures, procedurally: shapes and
gradients per category, no third-party pictures. PNG only, written with the standard library
(zlib); run from the repository's root:

    python3 Scripts/make-pictures.py

Writes Demo/Kit/Resources/Pictures/<category>-<n>.png (twelve categories, three colourings
each: the embedded catalogue's `image` fields name them) and the PNG test pictures in
Tests/CollectionPicturesTests/Pictures and Fuzz/Corpus/PictureFuzzer. The few JPEG test
pictures are made from these PNGs with ImageMagick when it is installed
(`convert in.png -quality 80 out.jpg`); the committed ones need nothing.
"""
import math
import os
import struct
import subprocess
import zlib

SIZE = 48


def png(width, height, rows, color_type=6):
    """A PNG of `rows` (bytes per row, no filter byte) in RGBA (6) or RGB (2), 8 bits."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def mix(a, b, t):
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def inside(shape, u, v):
    """Whether (u, v) in -1...1 lies in the category's shape."""
    r = math.hypot(u, v)
    if shape == "cup":        # a cup with a handle
        return (abs(u) < 0.55 and -0.35 < v < 0.7) or (0.5 < u < 0.85 and abs(math.hypot(u - 0.55, v - 0.15) - 0.25) < 0.09)
    if shape == "leaf":
        return (u / 0.5) ** 2 + (v / 0.85) ** 2 < 1 and not (abs(u) < 0.04)
    if shape == "loaf":
        return (v > -0.1 and abs(u) < 0.8 and v < 0.6) or (u / 0.8) ** 2 + ((v + 0.1) / 0.5) ** 2 < 1 and v <= -0.1
    if shape == "book":
        return abs(u) < 0.6 and abs(v) < 0.8 and not (abs(u + 0.45) < 0.03)
    if shape == "screen":
        return (abs(u) < 0.85 and -0.6 < v < 0.35) or (abs(u) < 0.15 and 0.35 <= v < 0.6) or (abs(u) < 0.45 and 0.6 <= v < 0.72)
    if shape == "apple":
        return math.hypot(u - 0.22, v - 0.1) < 0.55 or math.hypot(u + 0.22, v - 0.1) < 0.55 or (abs(u - 0.05) < 0.05 and -0.75 < v < -0.35)
    if shape == "dice":
        return abs(u) < 0.75 and abs(v) < 0.75 and not any(math.hypot(u - a, v - b) < 0.14 for a, b in [(-0.4, -0.4), (0, 0), (0.4, 0.4)])
    if shape == "flower":
        angle = math.atan2(v, u)
        return r < 0.45 + 0.35 * abs(math.cos(2.5 * angle))
    if shape == "pan":
        return r < 0.55 or (u > 0.4 and abs(v) < 0.1 and u < 0.95)
    if shape == "mountain":
        return v > -0.8 + abs(u + 0.2) * 1.6 and v < 0.75 or (v > -0.3 + abs(u - 0.45) * 1.4 and v < 0.75)
    if shape == "star":
        angle = math.atan2(v, u) + math.pi / 2
        return r < 0.4 + 0.45 * (0.5 + 0.5 * math.cos(5 * angle)) ** 3
    if shape == "pencil":
        d = (u + v) / math.sqrt(2)
        e = (u - v) / math.sqrt(2)
        return abs(e) < 0.16 and -0.95 < d < 0.75 - abs(e) * 0 and (d < 0.55 or abs(e) < (0.75 - d) * 0.8)
    return r < 0.7


CATEGORIES = {
    "coffee": ("cup", (92, 52, 28), (201, 140, 84)),
    "tea": ("leaf", (40, 110, 50), (160, 220, 120)),
    "bakery": ("loaf", (150, 90, 30), (240, 190, 110)),
    "books": ("book", (40, 60, 140), (120, 160, 240)),
    "electronics": ("screen", (30, 30, 40), (90, 200, 250)),
    "fruit": ("apple", (180, 20, 30), (250, 110, 90)),
    "games": ("dice", (120, 40, 150), (230, 150, 250)),
    "garden": ("flower", (200, 80, 140), (250, 210, 80)),
    "kitchen": ("pan", (60, 60, 70), (190, 190, 200)),
    "outdoors": ("mountain", (40, 90, 110), (230, 240, 250)),
    "snacks": ("star", (210, 120, 20), (250, 220, 90)),
    "stationery": ("pencil", (220, 160, 20), (250, 230, 140)),
}

BACKDROPS = [((250, 244, 230), (226, 214, 190)), ((222, 236, 250), (170, 196, 230)), ((236, 250, 226), (188, 222, 170))]


def product_picture(shape, dark, light, variant):
    back_top, back_bottom = BACKDROPS[variant]
    rows = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            u = (x + 0.5) / SIZE * 2 - 1
            v = (y + 0.5) / SIZE * 2 - 1
            # Four samples a pixel, for smooth edges.
            hits = sum(inside(shape, u + du / SIZE, v + dv / SIZE) for du in (-0.5, 0.5) for dv in (-0.5, 0.5))
            backdrop = mix(back_top, back_bottom, (y + 0.5) / SIZE)
            shade = mix(light, dark, min(1, max(0, (u + v + 1.2) / 2.6)))
            if variant == 2:
                shade = mix(shade, (255, 255, 255), 0.25)
            row.extend(mix(backdrop, shade, hits / 4))
        rows.append(row)
    return png(SIZE, SIZE, rows, color_type=2)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data)


def main():
    for name, (shape, dark, light) in CATEGORIES.items():
        for variant in range(3):
            write(f"Demo/Kit/Resources/Pictures/{name}-{variant + 1}.png", product_picture(shape, dark, light, variant))

    # Test pictures: a 4 x 2 RGBA picture of known pixels, and a gradient with transparency.
    quad = [[255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 0],
            [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 0, 255, 0, 255, 255, 128]]
    tests = "Tests/CollectionPicturesTests/Pictures"
    write(f"{tests}/quad.png", png(4, 2, quad))
    gradient = [[c for x in range(16) for c in (x * 16, y * 32, 255 - x * 16, 255)] for y in range(8)]
    write(f"{tests}/gradient.png", png(16, 8, gradient))
    whole = png(16, 8, gradient)
    write(f"{tests}/truncated.png", whole[: len(whole) - 30])
    # A header claiming 60,000 x 60,000 pixels, with a tiny (wrong) body.
    write(f"{tests}/huge-header.png", png(60000, 60000, [[0, 0, 0]], color_type=2))
    write(f"{tests}/zero-width.png", png(0, 8, [], color_type=2))
    fuzz = "Fuzz/Corpus/PictureFuzzer"
    write(f"{fuzz}/quad.png", png(4, 2, quad))
    write(f"{fuzz}/gradient.png", whole)
    try:
        for source, target in [(f"{tests}/gradient.png", f"{tests}/gradient.jpg"), (f"{tests}/gradient.png", f"{fuzz}/gradient.jpg")]:
            subprocess.run(["convert", source, "-quality", "80", target], check=True)
        subprocess.run(["convert", f"{tests}/gradient.png", "-quality", "80", "-interlace", "JPEG", f"{fuzz}/progressive.jpg"], check=True)
        with open(f"{tests}/gradient.jpg", "rb") as file:
            jpeg = file.read()
        write(f"{tests}/truncated.jpg", jpeg[: len(jpeg) // 2])
        write(f"{tests}/jpeg-named.png", jpeg)
    except (OSError, subprocess.CalledProcessError):
        print("ImageMagick's convert is missing: the JPEG test pictures are left as they are")


if __name__ == "__main__":
    main()

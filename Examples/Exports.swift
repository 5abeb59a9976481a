// Code that imports the examples gets their seeded generator too, as the demo and its tests do.
@_exported import SeededRandom

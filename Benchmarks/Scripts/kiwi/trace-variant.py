#!/usr/bin/env python3
"""Rewrites a solver trace (SolverProbe's `record`) of one phase as another system, so that the
side-by-side run can compare both solvers on the system as kiwi's own API would build it:

    trace-variant.py natural IN OUT   each label's constraints together, label by label (its
                                      intrinsic size first, compression resistance before
                                      hugging), the constants the layout ends with instead of
                                      the changes it made on the way (no `s` lines)
    trace-variant.py fixed IN OUT     `natural`, with every label's height required to equal
                                      its intrinsic height (no hugging, no compression
                                      resistance for heights): a stack of fixed-height rows

The values read (`q` lines) stay; each variant is a different system, so its values are
compared between the two solvers, not with the original trace's.
"""
import sys


def parse(line):
    f = line.split()
    count = int(f[7])
    return f, float(f[4]), [int(f[8 + 2 * i]) for i in range(count)]


def main():
    variant, source, target = sys.argv[1:4]
    lines = [line for line in open(source).read().split("\n") if line]
    names = {int(l.split()[1]): l.split()[2] for l in lines if l.startswith("v ")}
    final = {l.split()[2]: l.split()[3] for l in lines if l.startswith("s ")}
    constraints = []
    for line in lines:
        if not line.startswith("c "):
            continue
        f, priority, terms = parse(line)
        if f[2] in final:
            f[6] = final[f[2]]
        constraints.append((f, priority, terms))

    # A label's intrinsic size: one variable, not required, not the root's (constraint 4, the
    # root's fitting height, has one variable too but belongs to the root's own four).
    def is_intrinsic(c):
        f, priority, terms = c
        return len(terms) == 1 and priority < 1000 and f[2] != "4"

    intrinsic = {}
    for c in constraints:
        if is_intrinsic(c):
            intrinsic.setdefault(c[2][0], []).append(c)
    for group in intrinsic.values():
        group.sort(key=lambda c: 0 if c[0][3] == ">=" else 1)
    ordered, placed = [], set()
    for c in constraints:
        if is_intrinsic(c):
            continue
        for variable in c[2]:
            if variable in intrinsic and variable not in placed:
                placed.add(variable)
                ordered += intrinsic[variable]
        ordered.append(c)
    for variable, group in intrinsic.items():
        if variable not in placed:
            ordered += group
    if variant == "fixed":
        fixed = []
        for c in ordered:
            f, priority, terms = c
            if is_intrinsic(c) and names.get(terms[0]) == "view.height":
                if f[3] == "<=":
                    continue
                f = f[:3] + ["==", "1000.0"] + f[5:]
            fixed.append((f, priority, terms))
        ordered = fixed
    elif variant != "natural":
        sys.exit(f"unknown variant {variant}")
    head = [l for l in lines if l.startswith("v ") or l.startswith("n ")]
    tail = [l for l in lines if l.startswith("q ")]
    if any(l.startswith("p") for l in lines):
        sys.exit("variants are for one-phase traces")
    open(target, "w").write("\n".join(head + [" ".join(c[0]) for c in ordered] + tail) + "\n")


main()

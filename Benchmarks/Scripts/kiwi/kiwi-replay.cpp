// Replays a solver trace (written by SolverProbe's `record`) in kiwi, the C++ Cassowary solver
// behind Python's kiwisolver, for a side-by-side count of instructions under callgrind.
// kiwi's headers are not part of this repository: kiwi-side-by-side.sh downloads the
// kiwisolver source distribution into the benchmarks' build folder and compiles this file
// against it with g++ -O2.
//
//   kiwi-replay TRACE [--measure first|later] [--values FILE] [--constants edit|readd] [--cold]
//
// The trace's phases are separated by `p` lines. `--measure first` runs the first phase in
// measuredPhase() and the rest in otherPhase(); `--measure later` the other way round, so that
// callgrind's --toggle-collect='measuredPhase(*' counts one or the other. Values read by the
// trace's `q` lines are written to FILE, one a line, to compare with the Swift solver's. The
// whole trace is first replayed once, unmeasured, on other solvers, unless --cold.
//
// Priorities map to kiwi's strengths by rank, the highest below required first:
// 1e6 (strong), 1e3 (medium), 1 (weak), 1e-3, ... each times the constraint's weight.
// A constraint whose constant the trace changes (`s` lines) is added with an edit variable in
// place of its constant, at a strength above every other non-required one, and each change
// is a suggestValue: kiwi changes constants that way. With `--constants readd` a change
// removes the constraint and adds it again with the new constant instead.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

struct Op {
    char kind;
    int solver = 0;
    int id = 0;
    std::string relation;
    double priority = 0, weight = 1, constant = 0;
    std::vector<std::pair<int, double>> terms;
};

struct Replay {
    std::vector<std::vector<Op>> phases;
    std::set<int> changed;  // constraints whose constant changes
    bool readd = false;     // change constants by removing and adding the constraint again
    std::map<int, Op> specs;
    std::map<double, double> strengths;
    std::map<int, kiwi::Variable> variables;
    std::map<int, kiwi::Solver> solvers;
    std::map<int, std::pair<kiwi::Constraint, int>> constraints;  // id -> (constraint, solver)
    std::map<int, kiwi::Variable> constantEdits;                   // constraint id -> edit variable
    std::map<int, bool> dirty;
    std::vector<double> values;
    // Made before the replay, as the Swift replay makes its constraints before it starts:
    // the constraint of each `c` line, and its edit variable when its constant changes.
    std::map<int, std::pair<kiwi::Constraint, kiwi::Variable>> prepared;

    kiwi::Constraint make(const Op& op, bool edited, kiwi::Variable& edit) {
        std::vector<kiwi::Term> terms;
        for (auto& t : op.terms) terms.emplace_back(variables[t.first], t.second);
        double constant = op.constant;
        if (edited) {
            edit = kiwi::Variable("constant");
            terms.emplace_back(edit, 1.0);
            constant = 0;
        }
        kiwi::Expression expression(terms, constant);
        kiwi::RelationalOperator relation = op.relation == "==" ? kiwi::OP_EQ
            : op.relation == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
        return kiwi::Constraint(expression, relation, strength(op.priority, op.weight));
    }

    void prepare() {
        for (auto& phase : phases) {
            for (auto& op : phase) {
                if (op.kind != 'c') continue;
                specs[op.id] = op;
                bool edited = !readd && changed.count(op.id) > 0;
                kiwi::Variable edit;
                kiwi::Constraint constraint = make(op, edited, edit);
                prepared.emplace(op.id, std::make_pair(constraint, edit));
            }
        }
    }

    double strength(double priority, double weight) {
        if (priority >= 1000) return kiwi::strength::required;
        return strengths[priority] * weight;
    }

    void run(const std::vector<Op>& ops) {
        for (const Op& op : ops) {
            switch (op.kind) {
            case 'n': solvers[op.solver]; break;
            case 'c': {
                kiwi::Solver& solver = solvers[op.solver];
                bool edited = !readd && changed.count(op.id) > 0;
                kiwi::Variable edit;
                kiwi::Constraint constraint;
                auto found = prepared.find(op.id);
                if (found != prepared.end() && found->second.first.expression().constant() == (edited ? 0 : op.constant)) {
                    constraint = found->second.first;
                    edit = found->second.second;
                } else {
                    constraint = make(op, edited, edit);  // a constant changed by removing and adding
                }
                try {
                    if (edited) {
                        solver.addEditVariable(edit, kiwi::strength::create(1000, 1000, 999));
                        solver.suggestValue(edit, op.constant);
                        constantEdits[op.id] = edit;
                    }
                    solver.addConstraint(constraint);
                    constraints.emplace(op.id, std::make_pair(constraint, op.solver));
                } catch (...) {
                    if (edited) solver.removeEditVariable(edit);
                }
                dirty[op.solver] = true;
                break;
            }
            case 'r': {
                auto found = constraints.find(op.id);
                if (found == constraints.end()) break;
                kiwi::Solver& solver = solvers[found->second.second];
                solver.removeConstraint(found->second.first);
                auto edit = constantEdits.find(op.id);
                if (edit != constantEdits.end()) {
                    solver.removeEditVariable(edit->second);
                    constantEdits.erase(edit);
                }
                constraints.erase(found);
                dirty[op.solver] = true;
                break;
            }
            case 's': {
                if (readd) {
                    auto found = constraints.find(op.id);
                    if (found == constraints.end()) break;
                    int solver = found->second.second;
                    solvers[solver].removeConstraint(found->second.first);
                    constraints.erase(found);
                    Op again = specs[op.id];
                    again.constant = op.constant;
                    again.solver = solver;
                    run({again});
                    break;
                }
                auto found = constraints.find(op.id);
                auto edit = constantEdits.find(op.id);
                if (found == constraints.end() || edit == constantEdits.end()) break;
                solvers[found->second.second].suggestValue(edit->second, op.constant);
                dirty[found->second.second] = true;
                break;
            }
            case 'q': {
                kiwi::Solver& solver = solvers[op.solver];
                if (dirty[op.solver]) {
                    solver.updateVariables();
                    dirty[op.solver] = false;
                }
                values.push_back(variables[op.id].value());
                break;
            }
            }
        }
    }
};

__attribute__((noinline)) void measuredPhase(Replay& replay, const std::vector<Op>& ops) { replay.run(ops); }
__attribute__((noinline)) void otherPhase(Replay& replay, const std::vector<Op>& ops) { replay.run(ops); }

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: kiwi-replay TRACE [--measure first|later] [--values FILE]\n");
        return 2;
    }
    std::string measure = "first", valuesFile;
    Replay replay;
    for (int i = 2; i + 1 < argc; ++i) {
        std::string option = argv[i];
        if (option == "--measure") measure = argv[i + 1];
        if (option == "--values") valuesFile = argv[i + 1];
        if (option == "--constants") replay.readd = std::string(argv[i + 1]) == "readd";
    }
    std::ifstream input(argv[1]);
    std::string line;
    std::set<double> priorities;
    replay.phases.emplace_back();
    while (std::getline(input, line)) {
        std::istringstream fields(line);
        Op op;
        fields >> op.kind;
        switch (op.kind) {
        case 'p': replay.phases.emplace_back(); continue;
        case 'v': {
            int id; std::string name;
            fields >> id >> name;
            replay.variables.emplace(id, kiwi::Variable(name));
            continue;
        }
        case 'n': fields >> op.solver; break;
        case 'c': {
            int count;
            fields >> op.solver >> op.id >> op.relation >> op.priority >> op.weight >> op.constant >> count;
            for (int t = 0; t < count; ++t) {
                int variable; double coefficient;
                fields >> variable >> coefficient;
                op.terms.emplace_back(variable, coefficient);
            }
            if (op.priority < 1000) priorities.insert(op.priority);
            break;
        }
        case 'r': fields >> op.solver >> op.id; break;
        case 's': fields >> op.solver >> op.id >> op.constant; replay.changed.insert(op.id); break;
        case 'q': fields >> op.solver >> op.id; break;
        default: continue;
        }
        replay.phases.back().push_back(op);
    }
    double level = 1e6;
    for (auto p = priorities.rbegin(); p != priorities.rend(); ++p) {
        replay.strengths[*p] = level;
        level /= 1000;
    }
    replay.prepare();
    // A first replay on other solvers, not measured, as the Swift probe does (unless --cold).
    bool cold = false;
    for (int i = 2; i < argc; ++i) cold = cold || std::string(argv[i]) == "--cold";
    if (!cold) {
        Replay warmUp;
        warmUp.phases = replay.phases;
        warmUp.changed = replay.changed;
        warmUp.readd = replay.readd;
        warmUp.strengths = replay.strengths;
        for (auto& v : replay.variables) warmUp.variables.emplace(v.first, kiwi::Variable(v.second.name()));
        warmUp.prepare();
        for (auto& phase : warmUp.phases) warmUp.run(phase);
    }
    for (size_t phase = 0; phase < replay.phases.size(); ++phase) {
        bool measured = (phase == 0) == (measure == "first");
        if (measured) measuredPhase(replay, replay.phases[phase]);
        else otherPhase(replay, replay.phases[phase]);
    }
    if (!valuesFile.empty()) {
        FILE* out = std::fopen(valuesFile.c_str(), "w");
        for (double v : replay.values) std::fprintf(out, "%.6f\n", v);
        std::fclose(out);
    }
    std::printf("%zu phases, %zu values\n", replay.phases.size(), replay.values.size());
    return 0;
}

// Empty on purpose. Swift Testing on Linux declares a cross-import overlay `_Testing_UIKit`
// for files that import both Testing and a module named UIKit, and does not ship it: without a
// module of this name on the import path such a file fails with "no such module
// '_Testing_UIKit'". The UIKit product depends on this target, so that the module is there.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A C library function that Swift's Glibc module leaves out (GNU extensions, calls newer than
/// the module), looked up by name at run time as `type`; nil where this C library has none.
func cFunction<T>(_ name: String, as type: T.Type) -> T? {
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
  return unsafeBitCast(symbol, to: type)
}

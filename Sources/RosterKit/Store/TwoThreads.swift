#if canImport(Glibc)
  import Glibc
#endif

/// Two pieces of work at once, on both of a laptop's cores: the first on a thread of its own,
/// the second on the caller's, returning when both are done (the first on the caller's thread
/// too, after the second, when no thread is to be had). The two must share nothing they change:
/// each writes its own results, which the caller reads after.
public enum TwoThreads {
  public static func run(_ first: () -> Void, _ second: () -> Void) {
    withoutActuallyEscaping(first) { first in
      let work = Unmanaged.passRetained(Work(first)).toOpaque()
      var thread = pthread_t()
      let started =
        pthread_create(
          &thread, nil,
          { work in
            Unmanaged<Work>.fromOpaque(work!).takeRetainedValue().body()
            return nil
          }, work) == 0
      second()
      if started {
        pthread_join(thread, nil)
      } else {
        Unmanaged<Work>.fromOpaque(work).release()
        first()
      }
    }
  }

  /// The first piece, handed to its thread; it does not outlive `run`, which joins the thread.
  private final class Work: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// A file's rows read and checked (`RowCheck`) on a thread of their own, a batch ahead of the
/// import, which meanwhile writes the rows before them: reading a row, restoring it from a
/// spreadsheet-safe export and validating its values is a fifth of an import's time, and SQLite
/// writes on the other core. The rows come out in the file's order, each with what its check
/// found, and an error of the file (a quote that never closes) comes where the file has it.
///
/// The reader is the thread's alone until `stop()` has waited for it; the queue between the two
/// threads is kept under a lock. At most `depth` batches wait, so memory stays bounded however
/// far SQLite falls behind.
final class ReadAhead: @unchecked Sendable {
  /// A row as read and checked.
  struct Row: Sendable {
    let record: CSVRecord
    /// What the check found: the row's shape, and its values unless it is misshapen.
    let problems: [ImportProblem]
    let misshapen: Bool
    let values: RowValues
    /// The row's columns as far as its values make them (`RowWriter.attributeColumns`: each value
    /// and its folded copy), room kept for its targets; empty when it has problems.
    var columns: [DatabaseValue]
    /// Bytes of the file read once this row was, for progress.
    let bytesRead: Int
  }

  /// Rows a batch; batches waiting at most.
  static let batchSize = 512
  static let depth = 4

  private let reader: any RecordReader
  private let check: RowCheck
  private let monitor = Monitor()
  // Under the monitor's lock:
  private var batches: [[Row]] = []
  private var finished = false
  private var failure: (any Error)?
  private var stopped = false
  // The reading thread's, and then the taker's.
  private var thread = pthread_t()
  private var started = false
  /// The rest of the batch being taken from, last row first, and the rows done with since it
  /// was taken: the taker's alone.
  private var current: [Row] = []
  private var done: [Row] = []
  /// Rows the taker gave back, for the thread to free (under the lock).
  private var given: [[Row]] = []

  /// Starts reading the rows of `reader` after its header.
  init(_ reader: any RecordReader, check: RowCheck) {
    self.reader = reader
    self.check = check
    let context = Unmanaged.passRetained(self).toOpaque()
    started =
      pthread_create(
        &thread, nil,
        { context in
          Unmanaged<ReadAhead>.fromOpaque(context!).takeRetainedValue().read()
          return nil
        }, context) == 0
    // Without a thread (none to be had), the rows are read here, a batch at a time.
    if !started { Unmanaged<ReadAhead>.fromOpaque(context).release() }
  }

  deinit {
    // The thread held this object while it read: it has ended, or is ending on this very line.
    guard started else { return }
    if pthread_equal(thread, pthread_self()) != 0 {
      pthread_detach(thread)
    } else {
      pthread_join(thread, nil)
    }
  }

  /// The next row, or nil after the last; the file's error, if it has one, in its place.
  func next() throws -> Row? {
    if current.isEmpty {
      guard var batch = try nextBatch() else { return nil }
      batch.reverse()  // in place: rows are swapped, not copied
      current = batch
    }
    // Moved out of the batch, not copied: a copy would retain each of its values.
    return current.popLast()
  }

  /// Gives back a row the taker is done with: the thread frees it, with what only it still
  /// holds (the row's texts), where it was made. Freed on the taker's thread, memory the other
  /// thread allocated costs the allocator a lock and a cache miss a block (5% of an import).
  func recycle(_ row: consuming Row) {
    if started { done.append(row) }
  }

  /// Stops the reading and waits for its thread: the reader is the caller's again.
  func stop() {
    guard started else { return }
    monitor.locked {
      stopped = true
      monitor.signal()
    }
    pthread_join(thread, nil)
    started = false
  }

  private func nextBatch() throws -> [Row]? {
    guard started else {
      // Read here, as the thread would have.
      var batch: [Row] = []
      while batch.count < Self.batchSize, let row = try readRow() { batch.append(row) }
      return batch.isEmpty ? nil : batch
    }
    var finishedWith: [Row] = []
    swap(&finishedWith, &done)
    return try monitor.locked {
      if !finishedWith.isEmpty { given.append(finishedWith) }
      while batches.isEmpty && !finished { monitor.wait() }
      if !batches.isEmpty {
        monitor.signal()
        return batches.removeFirst()
      }
      if let failure { throw failure }
      return nil
    }
  }

  /// The thread's work: batches of rows until the file ends, fails or the taker stops.
  private func read() {
    var batch: [Row] = []
    batch.reserveCapacity(Self.batchSize)
    var failure: (any Error)?
    do {
      while let row = try readRow() {
        batch.append(row)
        guard batch.count == Self.batchSize else { continue }
        guard hand(batch) else { return }
        batch.removeAll(keepingCapacity: true)
      }
    } catch {
      failure = error
    }
    if !batch.isEmpty { _ = hand(batch) }
    monitor.locked {
      self.failure = failure
      finished = true
      monitor.signal()
    }
  }

  /// Hands a batch to the taker, waiting while `depth` wait already; false when it stopped.
  private func hand(_ batch: [Row]) -> Bool {
    var finishedWith: [[Row]] = []
    defer { finishedWith.removeAll() }  // freed here, out of the lock
    return monitor.locked {
      while batches.count >= Self.depth && !stopped { monitor.wait() }
      swap(&finishedWith, &given)
      guard !stopped else { return false }
      batches.append(batch)
      monitor.signal()
      return true
    }
  }

  /// The next row of the file, read and checked.
  private func readRow() throws -> Row? {
    guard let read = try Importer.next(reader, file: check.file, encoding: check.encoding) else { return nil }
    let record = check.restored(read)
    var (problems, misshapen) = check.shape(record)
    let values = misshapen ? RowValues(check.entity) : check.values(record, problems: &problems)
    let columns = problems.isEmpty ? RowWriter.attributeColumns(check.entity, values: values.storage) : []
    return Row(
      record: record, problems: problems, misshapen: misshapen, values: values, columns: columns,
      bytesRead: reader.bytesRead)
  }
}

/// A lock and a condition to wait on under it (pthread's): a queue between two threads.
final class Monitor: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  func locked<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Waits, the lock let go meanwhile, until another thread signals (inside `locked`).
  func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes the threads waiting (inside `locked`).
  func signal() { pthread_cond_broadcast(condition) }
}

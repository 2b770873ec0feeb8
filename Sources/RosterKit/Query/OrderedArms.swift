/// A fetch written as several queries, each already in the fetch's order, whose rows merged on
/// one integer column are the fetch's rows in its order: what an order by an age counted from a
/// birthdate becomes (`QueryCompiler.arms`), so that an index serves each query and the first
/// rows come without a sort of every row. The merge's column is each query's last; a tie goes to
/// the earlier query.
struct OrderedArms {
  let queries: [Query]
  /// The order of the merge's column: ascending or descending, missing values last either way.
  let ascending: Bool
  /// The most rows the merge hands on (each query has the same limit).
  let limit: Int?
  /// The column the merge compares: the last of each query's.
  var keyColumn: Int { queries[0].columns.count - 1 }
}

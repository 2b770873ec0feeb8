/// The column types the schema uses.
public enum ColumnType: Sendable { case integer, text }

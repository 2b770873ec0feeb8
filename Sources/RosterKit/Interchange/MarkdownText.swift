/// Text placed in Markdown so that it reads as itself: Markdown renderers pass HTML through, so
/// `<script>` in a team's name would run in a page made from a report; `[`, `*`, `_` and `` ` ``
/// would become links and emphasis, and `|` would end a table cell.
public enum MarkdownText {
  /// `text` for a table cell or a line of prose: HTML's `<`, `>` and `&` as entities, Markdown's
  /// punctuation backslash-escaped, control characters shown (a line break would end the row).
  public static func cell(_ text: String) -> String {
    text.visible().escapingScalars { scalar in
      switch scalar {
      case "<": "&lt;"
      case ">": "&gt;"
      case "&": "&amp;"
      case "\\", "`", "*", "_", "[", "]", "|", "#": "\\" + String(scalar)
      default: nil
      }
    }
  }
}

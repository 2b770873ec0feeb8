import Foundation
import RosterCLI

exit(RosterCLI.main())

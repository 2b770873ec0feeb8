import Glibc
import RosterCLI

exit(RosterCLI.main())

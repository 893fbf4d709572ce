package statuspage

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// Version is the version of this module, sent in the User-Agent header.
const Version = "0.9.0"

// modulePath is used to find this module in the build info of the binary.
const modulePath = "github.com/hsinlabs/statuspage-go"

func userAgent() string {
	return fmt.Sprintf("statuspage-go/%s (%s; %s/%s)%s", Version, runtime.Version(), runtime.GOOS, runtime.GOARCH,
		mainModule())
}

// mainModule names the program that embeds the client (" app/1.2.3"), when build info has it.
func mainModule() string {
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Path == "" || info.Main.Path == modulePath {
		return ""
	}
	name := info.Main.Path[strings.LastIndex(info.Main.Path, "/")+1:]
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return " " + name + "/" + v
	}
	return " " + name
}

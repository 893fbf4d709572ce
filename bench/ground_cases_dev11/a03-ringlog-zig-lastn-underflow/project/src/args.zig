//! Command-line parsing for ringlog.

const std = @import("std");
const filter = @import("filter.zig");

pub const usage =
    \\usage: ringlog [options] < input
    \\
    \\Reads lines from stdin, keeps the newest ones in memory and prints them at EOF.
    \\
    \\  -k, --keep N      lines to keep (default 1000)
    \\  -n, --last N      print only the newest N of the kept lines
    \\  -g, --grep TEXT   keep only lines containing TEXT
    \\  -i                make --grep case-insensitive
    \\  -l, --level LVL   keep only lines at LVL or above (debug, info, warn, error)
    \\  -h, --help        show this help
    \\
;

pub const Options = struct {
    keep: usize = 1000,
    last: ?usize = null,
    filter: filter.Filter = .{},
    help: bool = false,
};

pub const ParseError = error{ MissingValue, InvalidNumber, InvalidLevel, UnknownOption };

pub fn parse(argv: []const []const u8) ParseError!Options {
    var opts = Options{};
    var i: usize = 0;
    while (i < argv.len) : (i += 1) {
        const arg = argv[i];
        if (eql(arg, "-h") or eql(arg, "--help")) {
            opts.help = true;
        } else if (eql(arg, "-i")) {
            opts.filter.ignore_case = true;
        } else if (eql(arg, "-k") or eql(arg, "--keep")) {
            opts.keep = try number(argv, &i);
        } else if (eql(arg, "-n") or eql(arg, "--last")) {
            const n = try number(argv, &i);
            opts.last = n;
        } else if (eql(arg, "-g") or eql(arg, "--grep")) {
            opts.filter.needle = try value(argv, &i);
        } else if (eql(arg, "-l") or eql(arg, "--level")) {
            opts.filter.min_level = filter.Level.parse(try value(argv, &i)) orelse return error.InvalidLevel;
        } else {
            return error.UnknownOption;
        }
    }
    return opts;
}

fn eql(a: []const u8, b: []const u8) bool {
    return std.mem.eql(u8, a, b);
}

fn value(argv: []const []const u8, i: *usize) ParseError![]const u8 {
    i.* += 1;
    if (i.* >= argv.len) return error.MissingValue;
    return argv[i.*];
}

fn number(argv: []const []const u8, i: *usize) ParseError!usize {
    const text = try value(argv, i);
    const n = std.fmt.parseInt(usize, text, 10) catch return error.InvalidNumber;
    if (n == 0) return error.InvalidNumber;
    return n;
}

test "parse keep, last and grep" {
    const opts = try parse(&.{ "--keep", "50", "-n", "10", "-g", "timeout", "-i" });
    try std.testing.expectEqual(@as(usize, 50), opts.keep);
    try std.testing.expectEqual(@as(?usize, 10), opts.last);
    try std.testing.expectEqualStrings("timeout", opts.filter.needle.?);
    try std.testing.expect(opts.filter.ignore_case);
}

test "rejects zero and garbage" {
    try std.testing.expectError(error.InvalidNumber, parse(&.{ "--last", "0" }));
    try std.testing.expectError(error.InvalidNumber, parse(&.{ "--keep", "lots" }));
    try std.testing.expectError(error.MissingValue, parse(&.{"--grep"}));
}

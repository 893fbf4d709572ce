//! Line filters: substring match (optionally case-insensitive) and minimum level.

const std = @import("std");

pub const Level = enum(u8) {
    debug,
    info,
    warn,
    err,

    pub fn parse(text: []const u8) ?Level {
        const names = [_]struct { []const u8, Level }{
            .{ "debug", .debug }, .{ "info", .info }, .{ "warn", .warn },
            .{ "warning", .warn }, .{ "error", .err }, .{ "err", .err },
        };
        for (names) |entry| {
            if (std.ascii.eqlIgnoreCase(text, entry[0])) return entry[1];
        }
        return null;
    }
};

pub const Filter = struct {
    needle: ?[]const u8 = null,
    ignore_case: bool = false,
    min_level: ?Level = null,

    pub fn matches(self: Filter, line: []const u8) bool {
        if (self.min_level) |min| {
            const level = levelOf(line) orelse return false;
            if (@intFromEnum(level) < @intFromEnum(min)) return false;
        }
        if (self.needle) |needle| {
            const found = if (self.ignore_case)
                std.ascii.indexOfIgnoreCase(line, needle) != null
            else
                std.mem.indexOf(u8, line, needle) != null;
            if (!found) return false;
        }
        return true;
    }
};

/// The level of a line such as "2024-05-01T10:00:00Z WARN disk almost full":
/// the first word after the timestamp, if it names a level.
pub fn levelOf(line: []const u8) ?Level {
    var words = std.mem.tokenizeScalar(u8, line, ' ');
    _ = words.next() orelse return null;
    const word = words.next() orelse return null;
    return Level.parse(std.mem.trim(u8, word, "[]:"));
}

test "level filter" {
    const f = Filter{ .min_level = .warn };
    try std.testing.expect(f.matches("2024-05-01T10:00:00Z WARN disk almost full"));
    try std.testing.expect(f.matches("2024-05-01T10:00:01Z [error] write failed"));
    try std.testing.expect(!f.matches("2024-05-01T10:00:02Z info started"));
    try std.testing.expect(!f.matches("no timestamp here"));
}

test "substring filter, case-insensitive" {
    const f = Filter{ .needle = "timeout", .ignore_case = true };
    try std.testing.expect(f.matches("2024-05-01T10:00:00Z WARN upstream Timeout after 30s"));
    try std.testing.expect(!f.matches("2024-05-01T10:00:00Z INFO ok"));
}

const std = @import("std");
const args = @import("args.zig");
const Ring = @import("ring.zig").Ring;

const max_line = 64 * 1024;

pub fn main() !void {
    var gpa = std.heap.GeneralPurposeAllocator(.{}){};
    defer _ = gpa.deinit();
    const allocator = gpa.allocator();

    const argv = try std.process.argsAlloc(allocator);
    defer std.process.argsFree(allocator, argv);

    const stderr = std.io.getStdErr().writer();
    const opts = args.parse(argv[1..]) catch |err| {
        try stderr.print("ringlog: {s}\n\n{s}", .{ @errorName(err), args.usage });
        std.process.exit(2);
    };
    if (opts.help) {
        try std.io.getStdOut().writeAll(args.usage);
        return;
    }

    var ring = try Ring.init(allocator, opts.keep);
    defer ring.deinit();

    var in = std.io.bufferedReader(std.io.getStdIn().reader());
    const reader = in.reader();
    var dropped: usize = 0;
    while (try reader.readUntilDelimiterOrEofAlloc(allocator, '\n', max_line)) |line| {
        defer allocator.free(line);
        if (!opts.filter.matches(line)) {
            dropped += 1;
            continue;
        }
        try ring.push(line);
    }

    var out = std.io.bufferedWriter(std.io.getStdOut().writer());
    const w = out.writer();
    var it = if (opts.last) |n| ring.lastN(n) else ring.iterator();
    while (it.next()) |line| try w.print("{s}\n", .{line});
    try out.flush();

    if (dropped > 0) try stderr.print("ringlog: {d} lines filtered out\n", .{dropped});
}

test {
    _ = @import("ring.zig");
    _ = @import("filter.zig");
    _ = @import("args.zig");
}

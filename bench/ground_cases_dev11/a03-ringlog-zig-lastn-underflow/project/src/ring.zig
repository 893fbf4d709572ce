//! Fixed-capacity ring of owned lines: pushing into a full ring drops the oldest line.

const std = @import("std");
const Allocator = std.mem.Allocator;

pub const Ring = struct {
    allocator: Allocator,
    slots: [][]u8,
    /// Index of the slot the next push writes to.
    head: usize = 0,
    len: usize = 0,

    pub fn init(allocator: Allocator, capacity: usize) !Ring {
        std.debug.assert(capacity > 0);
        const slots = try allocator.alloc([]u8, capacity);
        return .{ .allocator = allocator, .slots = slots };
    }

    pub fn deinit(self: *Ring) void {
        var it = self.iterator();
        while (it.next()) |line| self.allocator.free(line);
        self.allocator.free(self.slots);
        self.* = undefined;
    }

    pub fn push(self: *Ring, line: []const u8) !void {
        const copy = try self.allocator.dupe(u8, line);
        if (self.len == self.slots.len) {
            self.allocator.free(self.slots[self.head]);
        } else {
            self.len += 1;
        }
        self.slots[self.head] = copy;
        self.head = (self.head + 1) % self.slots.len;
    }

    pub const Iterator = struct {
        ring: *const Ring,
        index: usize,
        remaining: usize,

        pub fn next(it: *Iterator) ?[]const u8 {
            if (it.remaining == 0) return null;
            const line = it.ring.slots[it.index];
            it.index = (it.index + 1) % it.ring.slots.len;
            it.remaining -= 1;
            return line;
        }
    };

    /// All lines, oldest first.
    pub fn iterator(self: *const Ring) Iterator {
        const start = if (self.len < self.slots.len) 0 else self.head;
        return .{ .ring = self, .index = start, .remaining = self.len };
    }

    /// The newest `n` lines (or fewer, if the ring holds fewer), oldest of them first.
    pub fn lastN(self: *const Ring, n: usize) Iterator {
        const k = @min(n, self.len);
        const start = (self.head - k) % self.slots.len;
        return .{ .ring = self, .index = start, .remaining = k };
    }
};

const testing = std.testing;

fn collect(it: *Ring.Iterator, out: [][]const u8) usize {
    var i: usize = 0;
    while (it.next()) |line| : (i += 1) out[i] = line;
    return i;
}

test "iterates in insertion order before wrapping" {
    var ring = try Ring.init(testing.allocator, 4);
    defer ring.deinit();
    try ring.push("a");
    try ring.push("b");
    var out: [4][]const u8 = undefined;
    var it = ring.iterator();
    try testing.expectEqual(@as(usize, 2), collect(&it, &out));
    try testing.expectEqualStrings("a", out[0]);
    try testing.expectEqualStrings("b", out[1]);
}

test "drops the oldest line when full" {
    var ring = try Ring.init(testing.allocator, 3);
    defer ring.deinit();
    for ([_][]const u8{ "a", "b", "c", "d", "e" }) |line| try ring.push(line);
    var out: [3][]const u8 = undefined;
    var it = ring.iterator();
    try testing.expectEqual(@as(usize, 3), collect(&it, &out));
    try testing.expectEqualStrings("c", out[0]);
    try testing.expectEqualStrings("e", out[2]);
}

test "lastN before wrapping" {
    var ring = try Ring.init(testing.allocator, 5);
    defer ring.deinit();
    for ([_][]const u8{ "a", "b", "c" }) |line| try ring.push(line);
    var out: [5][]const u8 = undefined;
    var it = ring.lastN(2);
    try testing.expectEqual(@as(usize, 2), collect(&it, &out));
    try testing.expectEqualStrings("b", out[0]);
    try testing.expectEqualStrings("c", out[1]);
}

test "lastN after wrapping returns the newest lines" {
    var ring = try Ring.init(testing.allocator, 4);
    defer ring.deinit();
    for ([_][]const u8{ "a", "b", "c", "d", "e" }) |line| try ring.push(line);
    var out: [4][]const u8 = undefined;
    var it = ring.lastN(3);
    try testing.expectEqual(@as(usize, 3), collect(&it, &out));
    try testing.expectEqualStrings("c", out[0]);
    try testing.expectEqualStrings("e", out[2]);
}

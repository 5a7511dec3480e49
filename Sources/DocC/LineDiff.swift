/// Which lines of a file are new since an earlier version of it, as a tutorial marks them: the lines
/// of the new version outside a longest common subsequence of the two.
///
/// The subsequence is the one Myers' linear-space algorithm finds: past the common first and last
/// lines, a search from each corner of the edit graph meets in a middle snake, and the parts before
/// and after it are searched the same way. Where several shortest edits tie, it takes the one Swift's
/// `difference(from:)` takes, which DocC uses, so the same lines are marked. It takes O((N + M) · D)
/// time for D edits and O(min(N + M, limit)) memory; past `maximumEdits` the versions count as
/// unrelated, and a line is new when the old version has no line like it.
enum LineDiff {
    static let maximumEdits = 1_000

    /// The 0-based indices of the lines of `new` that `old` does not have, in order.
    static func insertedLines<Line: Hashable>(from old: [Line], to new: [Line], maximumEdits: Int = maximumEdits) -> [Int] {
        var search = MiddleSnakeSearch(old: old, new: new, depthLimit: maximumEdits / 2)
        guard let inserted = search.insertions() else {
            let known = Set(old)
            return new.indices.filter { !known.contains(new[$0]) }
        }
        return inserted.sorted()
    }
}

/// A rectangle of the edit graph: old lines `left..<right` against new lines `top..<bottom`.
private struct EditBox {
    var left, top, right, bottom: Int
    var width: Int { right - left }
    var height: Int { bottom - top }
    var size: Int { width + height }
    var delta: Int { width - height }
}

private struct MiddleSnakeSearch<Line: Hashable> {
    let old: [Line]
    let new: [Line]
    let depthLimit: Int
    /// On each diagonal k = (x − left) − (y − top), the furthest x the forward search reached,
    /// stored at `offset + k`.
    private var forward: [Int]
    /// On each diagonal c = k − delta, the smallest y the backward search reached.
    private var backward: [Int]
    private let offset: Int

    init(old: [Line], new: [Line], depthLimit: Int) {
        self.old = old
        self.new = new
        self.depthLimit = depthLimit
        offset = min((old.count + new.count + 1) / 2, depthLimit) + 1
        forward = [Int](repeating: 0, count: 2 * offset + 1)
        backward = forward
    }

    /// The inserted lines, in no particular order; nil when a part needs more edits than the limit.
    mutating func insertions() -> [Int]? {
        var inserted: [Int] = []
        var pending = [shrunk(EditBox(left: 0, top: 0, right: old.count, bottom: new.count))]
        while let box = pending.popLast() {
            if box.size <= 1 {
                if box.height == 1 { inserted.append(box.top) }
                continue
            }
            guard let (insertion, snake) = middleSnake(in: box) else { return nil }
            if let insertion { inserted.append(insertion) }
            pending.append(shrunk(EditBox(left: box.left, top: box.top, right: snake.left, bottom: snake.top)))
            pending.append(shrunk(EditBox(left: snake.right, top: snake.bottom, right: box.right, bottom: box.bottom)))
        }
        return inserted
    }

    /// The box without the lines both versions start and end with.
    private func shrunk(_ box: EditBox) -> EditBox {
        var box = box
        while box.left < box.right, box.top < box.bottom, old[box.left] == new[box.top] {
            box.left += 1
            box.top += 1
        }
        while box.left < box.right, box.top < box.bottom, old[box.right - 1] == new[box.bottom - 1] {
            box.right -= 1
            box.bottom -= 1
        }
        return box
    }

    /// The edit on a shortest path through `box` where the two searches meet, with the box from the
    /// point before that edit to the end of the diagonal after it; nil past the depth limit.
    private mutating func middleSnake(in box: EditBox) -> (insertion: Int?, snake: EditBox)? {
        let meetsGoingForward = box.delta % 2 != 0
        for depth in 0...min((box.size + 1) / 2, depthLimit) {
            if let found = forwardStep(in: box, depth: depth, checksMeeting: meetsGoingForward) { return found }
            if let found = backwardStep(in: box, depth: depth, checksMeeting: !meetsGoingForward) { return found }
        }
        return nil
    }

    /// Extends the forward search by one edit on each diagonal, from the highest diagonal down.
    private mutating func forwardStep(in box: EditBox, depth: Int, checksMeeting: Bool) -> (insertion: Int?, snake: EditBox)? {
        for k in stride(from: depth, through: -depth, by: -2) {
            var start = (x: box.left, y: box.top)
            var (x, y) = start
            var insertion: Int?
            if depth > 0 {
                // Down (an insertion) from the diagonal above when it reached further; right otherwise.
                let isInsertion = k == -depth || (k != depth && forward[offset + k - 1] < forward[offset + k + 1])
                let from = isInsertion ? k + 1 : k - 1
                start.x = forward[offset + from]
                start.y = box.top + (start.x - box.left) - from
                (x, y) = isInsertion ? (start.x, start.y + 1) : (start.x + 1, start.y)
                if isInsertion { insertion = start.y }
            }
            while x < box.right, y < box.bottom, old[x] == new[y] {
                x += 1
                y += 1
            }
            forward[offset + k] = x
            let c = k - box.delta
            if checksMeeting, abs(c) <= depth - 1, y >= backward[offset + c] {
                return (insertion, EditBox(left: start.x, top: start.y, right: x, bottom: y))
            }
        }
        return nil
    }

    /// Extends the backward search by one edit on each diagonal, from the highest diagonal down.
    private mutating func backwardStep(in box: EditBox, depth: Int, checksMeeting: Bool) -> (insertion: Int?, snake: EditBox)? {
        for c in stride(from: depth, through: -depth, by: -2) {
            let k = c + box.delta
            var end = (x: box.right, y: box.bottom)
            var (x, y) = end
            var insertion: Int?
            if depth > 0 {
                // Left (a deletion) from the diagonal above when it reached higher; up otherwise.
                let isDeletion = c == -depth || (c != depth && backward[offset + c - 1] > backward[offset + c + 1])
                let from = isDeletion ? c + 1 : c - 1
                end.y = backward[offset + from]
                end.x = box.left + (end.y - box.top) + from + box.delta
                (x, y) = isDeletion ? (end.x - 1, end.y) : (end.x, end.y - 1)
                if !isDeletion { insertion = y }
            }
            while x > box.left, y > box.top, old[x - 1] == new[y - 1] {
                x -= 1
                y -= 1
            }
            backward[offset + c] = y
            if checksMeeting, abs(k) <= depth, x <= forward[offset + k] {
                return (insertion, EditBox(left: x, top: y, right: end.x, bottom: end.y))
            }
        }
        return nil
    }
}

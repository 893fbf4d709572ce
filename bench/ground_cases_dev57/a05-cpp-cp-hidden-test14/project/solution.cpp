// Problem D "Shortest Heavy Segment" (div2 practice round)
// n up to 2e5, 1 <= a_i <= 1e9, k up to 1e18: shortest segment with sum >= k, or -1.
#include <bits/stdc++.h>
using namespace std;

const int MAXN = 200005;
int n;
long long k;
int a[MAXN];
int pre[MAXN];

// is there a segment of length exactly L with sum >= k?
bool check(int L) {
    for (int i = L; i < n; i++) {
        if (pre[i] - pre[i - L] >= k) {
            return true;
        }
    }
    return false;
}

int main() {
    scanf("%d %lld", &n, &k);
    for (int i = 1; i <= n; i++) {
        scanf("%d", &a[i]);
    }
    pre[0] = 0;
    for (int i = 1; i <= n; i++) {
        pre[i] = pre[i - 1] + a[i];
    }
    int ans = -1;
    int lo = 1, hi = n;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (check(mid)) {
            ans = mid;
            hi = mid - 1;
        } else {
            lo = mid + 1;
        }
    }
    printf("%d\n", ans);
    return 0;
}

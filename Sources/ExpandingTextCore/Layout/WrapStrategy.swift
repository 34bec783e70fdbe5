/// How a layout wraps: with its fast path for runs of ASCII text, or cluster by cluster everywhere.
///
/// Both give the same lines; the cluster-by-cluster strategy is the reference the fast path is tested against, and
/// the benchmark's "before".
package enum WrapStrategy: Sendable, Hashable {
    /// Runs of ASCII text are wrapped byte by byte, with the line breaker's rule machine stepped in the same loop.
    case fastPaths
    /// Every cluster goes through the cluster scanner and every scalar through the line breaker.
    case clusterByCluster
}

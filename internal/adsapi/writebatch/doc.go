// Package writebatch is the engine of batched writes: it gathers the creates, updates and deletes of
// one kind and one account that callers make at the same time, sends them through the kind's batch
// endpoint (up to MaxWrites a request, all or nothing), and hands each caller its own outcome.
//
// It knows no endpoint. The service above it hands it, as function values (Ops, and each Write's
// Alone), the operations to call: the batch request, the single-endpoint write that a write gathered
// alone falls back to, and the read that confirms a lost delete. Creates keep going through the
// create engine (creates.RunBatch), item by item.
//
// When a batch is sent (timing.go), in one sentence: as soon as it holds MaxWrites writes or is
// Window old, or, before that, once none of the account's writes is still to come back (in flight,
// or its caller awaited back for ReturnWait with its next write) and no write has joined it for
// Linger (a lone write nothing announced) or Quiet (a batch that shows a wave still growing).
//
// Terraform calls the provider once per resource from up to -parallelism goroutines, and refills a
// slot when its resource is done: the writes of one apply come in waves, and the rule keeps a wave
// together even when Terraform starts its slots one after the other. A write that gathers no peer
// costs at most Linger before it goes to the single endpoint. The simple rule alone (MaxWrites, Window,
// or Quiet without a write) was measured against it with make bench: 200 line items took 44 and 38
// update writes at -parallelism 10 and 40, where this rule takes 22 and 8 (README, Performance).
package writebatch

package emulator

// maxLineItemBatch is the line item batch's largest size (the spec's Batch writes).
const maxLineItemBatch = 40

// batchLineItems is endpoint 14: up to 40 line item creates, updates and deletes, all or
// nothing. A Create counts against the ceilings with the creates before it in the same batch.
func (s *Server) batchLineItems(c *call) (reply, *apiError) {
	a := c.account
	return runBatch(c, batchKind{
		maxItems:     maxLineItemBatch,
		idParam:      "line_item_id",
		createParams: lineItemCreateParams,
		updateParams: lineItemUpdateParams,
		listParams:   lineItemListParams,
		apply: func(op batchOp) (any, *apiError) {
			var li *LineItem
			var err *apiError
			switch op.opType {
			case opCreate:
				li, err = s.createLineItem(a, op.params)
			case opUpdate:
				li, err = s.updateLineItem(a, op.id, op.params)
			default:
				li, err = s.deleteLineItem(a, op.id)
			}
			if err != nil {
				return nil, err
			}
			return viewLineItem(li), nil
		},
		snapshot: func() func() { return snapshotOf(a.lineItems) },
		created:  func(view any) { s.markCreated(view.(lineItemView).ID) },
	})
}

package emulator

// fundingInstrumentView is a funding instrument on the wire.
type fundingInstrumentView struct {
	FundingInstrument
	StartTime string  `json:"start_time"`
	EndTime   *string `json:"end_time"`
	CreatedAt string  `json:"created_at"`
	UpdatedAt string  `json:"updated_at"`
}

func viewFundingInstrument(f *FundingInstrument) fundingInstrumentView {
	return fundingInstrumentView{FundingInstrument: f.clone(), StartTime: formatTime(f.StartTime), EndTime: formatOptionalTime(f.EndTime),
		CreatedAt: formatTime(f.CreatedAt), UpdatedAt: formatTime(f.UpdatedAt)}
}

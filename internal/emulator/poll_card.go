package emulator

import "time"

// PollCard is a poll card as the emulator stores it.
type PollCard struct {
	AccountID         string
	ID                string
	CardURI           string
	Name              string
	FirstChoice       string
	SecondChoice      string
	ThirdChoice       string
	FourthChoice      string
	DurationInMinutes int
	// MediaKey is write-only on the wire: answers describe the media instead.
	MediaKey  string
	CardType  string
	StartTime time.Time
	EndTime   time.Time
	CreatedAt time.Time
	UpdatedAt time.Time
	// Deleted is false for every poll card made through the API (deletion is permanent);
	// SeedPollCard can store deleted ones to exercise with_deleted.
	Deleted bool
}

// Poll card types.
const (
	PollTypeText  = "TEXT_POLLS"
	PollTypeImage = "IMAGE_POLLS"
	PollTypeVideo = "VIDEO_POLLS"
)

package adsapi

// The ids of the kinds the service answers: an answer whose entity has no id, or another one than
// asked for, is not believed (see entity), and a list page is known by the ids it adds (pageGuard).

func (c *Card) entityID() string                          { return c.ID }
func (p *PollCard) entityID() string                      { return p.ID }
func (d *DraftPost) entityID() string                     { return d.ID }
func (a *AppEventProviderConfiguration) entityID() string { return a.ID }
func (f *ScheduledFeed) entityID() string                 { return f.ID }
func (t *WebEventTag) entityID() string                   { return t.ID }
func (u *PromotableUser) entityID() string                { return u.ID }
func (u *User) entityID() string                          { return u.ID }
func (p *Post) entityID() string                          { return p.ID }
func (c *LineItemCriterion) entityID() string             { return c.ID }
func (p *PromotedPost) entityID() string                  { return p.ID }
func (p *ScheduledPost) entityID() string                 { return p.ID }
func (a *AdsAccount) entityID() string                    { return a.ID }
func (f *FundingInstrument) entityID() string             { return f.ID }
func (c *Campaign) entityID() string                      { return c.ID }
func (l *LineItem) entityID() string                      { return l.ID }
func (t *TrackingTag) entityID() string                   { return t.ID }
func (p *PromotedAccount) entityID() string               { return p.ID }
func (p *PrerollCallToAction) entityID() string           { return p.ID }
func (m *MediaCreative) entityID() string                 { return m.ID }
func (p *ScheduledPromotedPost) entityID() string         { return p.ID }
func (m *AccountMedia) entityID() string                  { return m.ID }
func (a *CustomAudience) entityID() string                { return a.ID }
func (p *CustomAudiencePermission) entityID() string      { return p.ID }
func (l *DoNotReachList) entityID() string                { return l.ID }

// A media library item is named by its media key.
func (m *MediaLibraryItem) entityID() string { return m.MediaKey }

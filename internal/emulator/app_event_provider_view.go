package emulator

// appEventProviderView is a configuration on the wire; provider_advertiser_identifier
// repeats provider_advertiser_id, as the service's answers do.
type appEventProviderView struct {
	ID                           string `json:"id"`
	ProviderName                 string `json:"provider_name"`
	ProviderAdvertiserID         string `json:"provider_advertiser_id"`
	ProviderAdvertiserIdentifier string `json:"provider_advertiser_identifier"`
	CreatedAt                    string `json:"created_at"`
	UpdatedAt                    string `json:"updated_at"`
	Deleted                      bool   `json:"deleted"`
}

func viewAppEventProvider(p *AppEventProviderConfiguration) appEventProviderView {
	return appEventProviderView{
		ID:                           p.ID,
		ProviderName:                 p.ProviderName,
		ProviderAdvertiserID:         p.ProviderAdvertiserID,
		ProviderAdvertiserIdentifier: p.ProviderAdvertiserID,
		CreatedAt:                    formatTime(p.CreatedAt),
		UpdatedAt:                    formatTime(p.UpdatedAt),
		Deleted:                      p.Deleted,
	}
}

package adsapi_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// Benchmarks of the client against the emulator over loopback HTTP, with the request count per
// operation reported beside the time, so that a change that spends more requests shows up.
//   go test ./internal/adsapi -run '^$' -bench . -benchtime 20x

func benchClient(b *testing.B) (*emulator.Server, *adsapi.Client) {
	b.Helper()
	emu := emulator.New(emulator.Options{ReadLimit: 1 << 30, WriteLimit: 1 << 30})
	srv := httptest.NewServer(emu)
	b.Cleanup(srv.Close)
	c, err := adsapi.NewClient(adsapi.Config{
		AdsURL: srv.URL,
		Transport: transport.Config{
			ConsumerKey:       emulator.DemoConsumerKey,
			ConsumerSecret:    emulator.DemoConsumerSecret,
			AccessToken:       emulator.DemoAccessToken,
			AccessTokenSecret: emulator.DemoAccessTokenSecret,
		},
	})
	if err != nil {
		b.Fatal(err)
	}
	return emu, c
}

func BenchmarkCardsListAll1000(b *testing.B) {
	emu, c := benchClient(b)
	for i := range 1000 {
		_, err := emu.SeedCard(emulator.DemoAccountID, emulator.Card{
			Name: fmt.Sprintf("card %04d", i),
			Components: []emulator.Component{
				{Type: "MEDIA", MediaKey: "3_1073727809120419840"},
				{Type: "DETAILS", Title: "t", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
			},
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	emu.ResetRequests()
	b.ResetTimer()
	for b.Loop() {
		cards, err := c.Cards.List(context.Background(), emulator.DemoAccountID, adsapi.CardListOptions{})
		if err != nil || len(cards) != 1000 {
			b.Fatalf("got %d cards, err %v", len(cards), err)
		}
	}
	b.ReportMetric(float64(emu.Count("GET", "/"))/float64(b.N), "requests/op")
}

func BenchmarkPollCardCreateGetDelete(b *testing.B) {
	emu, c := benchClient(b)
	ctx := context.Background()
	cs := newSession(b)
	emu.ResetRequests()
	b.ResetTimer()
	for b.Loop() {
		p, err := c.PollCards.Create(ctx, cs, emulator.DemoAccountID, adsapi.PollCardInput{
			Name: "bench", DurationInMinutes: 60, FirstChoice: "a", SecondChoice: "b",
		})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := c.PollCards.Get(ctx, emulator.DemoAccountID, p.ID); err != nil {
			b.Fatal(err)
		}
		if _, err := c.PollCards.Delete(ctx, emulator.DemoAccountID, p.ID); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(emu.Requests()))/float64(b.N), "requests/op")
}

// BenchmarkTargetingEveryKind reads each of the twelve catalogues once at the provider's default limit
// (1000 items), as a plan with one data source per kind does.
func BenchmarkTargetingEveryKind(b *testing.B) {
	emu := emulator.New(emulator.Options{ReadLimit: 1 << 30, TargetingLimit: 1 << 30})
	srv := httptest.NewServer(emu)
	b.Cleanup(srv.Close)
	c, err := adsapi.NewClient(adsapi.Config{
		AdsURL: srv.URL,
		Transport: transport.Config{
			ConsumerKey:       emulator.DemoConsumerKey,
			ConsumerSecret:    emulator.DemoConsumerSecret,
			AccessToken:       emulator.DemoAccessToken,
			AccessTokenSecret: emulator.DemoAccessTokenSecret,
		},
	})
	if err != nil {
		b.Fatal(err)
	}
	svc := c.Targeting
	reads := []func(context.Context, adsapi.TargetingQuery) (*adsapi.TargetingList, error){
		svc.AppStoreCategories, svc.Conversations, svc.Devices, svc.Events, svc.Interests, svc.Languages, svc.Locations,
		svc.NetworkOperators, svc.PlatformVersions, svc.Platforms, svc.TVMarkets,
		func(ctx context.Context, q adsapi.TargetingQuery) (*adsapi.TargetingList, error) {
			q.Locale = "en-US"
			return svc.TVShows(ctx, q)
		},
	}
	ctx := context.Background()
	emu.ResetRequests()
	b.ResetTimer()
	for b.Loop() {
		for _, read := range reads {
			if _, err := read(ctx, adsapi.TargetingQuery{Limit: 1000}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(emu.Count("GET", "/12/targeting_criteria/"))/float64(b.N), "requests/op")
}
